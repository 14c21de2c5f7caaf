// Shared screen parts of the web kit: the resource list page and its form drawer (buttons are in common.ts).
export const kit = {
  kit: {
    duration: {
      hours: '{{hours}}小时',
      minutes: '{{minutes}}分',
      hoursMinutes: '{{hours}}小时{{minutes}}分',
    },
    dateRange: {
      start: '开始',
      startOf: '{{label}}开始',
      endOf: '{{label}}结束',
    },
    table: {
      more: '更多操作',
    },
    resource: {
      actions: '操作',
      all: '全部',
      select: '请选择',
      startDate: '开始日期',
      endDate: '结束日期',
      addTitle: '新增{{title}}',
      editTitle: '编辑{{title}}',
      loadFailed: '{{title}}加载失败',
      detailsFailed: '记录加载失败，请关闭后重试',
    },
  },
} as const;
