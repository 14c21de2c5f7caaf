// The adapter group: feedback (advice) sent from the chat widget and /mall/feedBack.
export const adapter = {
  adapter: {
    lists: {
      AdviseType: '反馈类型',
      AdviseStatus: '反馈状态',
    },
    lookups: {
      AdviseType: {
        Suggestion: '意见建议',
        Complaint: '投诉',
        BookingHelp: '预订求助',
        Praise: '表扬',
        Other: '其他',
      },
      AdviseStatus: {
        Pending: '待处理',
        Handled: '已处理',
      },
    },
    validation: {
      adviseId: '反馈编号不正确',
      adviseType: '请选择反馈类型',
      adviseStatus: '反馈状态不正确',
      contentRequired: '请输入反馈内容',
      contentTooLong: '内容不能超过 1000 个字',
      contactNameTooLong: '联系人姓名不能超过 50 个字',
      pageTooLong: '页面地址过长',
      page: '页面地址不正确',
      replyRequired: '请输入回复内容',
    },
    errors: {
      notFound: '该反馈不存在',
      alreadyHandled: '该反馈已被处理，请刷新后查看',
    },
    messages: {
      saved: '感谢您的反馈，我们会尽快处理',
      replied: '回复成功',
    },
  },
} as const;
