export const exportList = {
  exports: {
    title: '导出列表',
    intro: '导出文件在后台生成，生成后即可下载；文件保留 {{days}} 天。',
    pending: '有文件正在生成，列表会自动刷新',
    columns: {
      FileName: '文件名',
      Kind: '内容',
      CreateTime: '导出时间',
      Status: '状态',
      RowCount: '行数',
      Downloaded: '下载状态',
      ReadyTime: '生成时间',
      actions: '操作',
    },
    kinds: {
      tradeDetail: '账户流水',
      tradeDeal: '交易明细',
    },
    status: {
      Pending: '生成中',
      Ready: '可下载',
      Failed: '生成失败',
    },
    downloaded: {
      yes: '已下载',
      no: '未下载',
    },
    download: '下载',
    loadFailed: '导出列表加载失败',
  },
} as const;
