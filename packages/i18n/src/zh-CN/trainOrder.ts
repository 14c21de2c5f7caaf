// Train orders (spec sections 5, 7, 8 and 9): booking, submitting, paying, cancelling and fulfilment.
export const trainOrder = {
  trainOrder: {
    validation: {
      trainNo: '请选择正确的车次',
      seatType: '请选择正确的席别',
      contactName: '联系人姓名不能为空',
      invoice: '请输入发票抬头、收件人或收件地址',
      paymentMode: '请选择正确的支付方式',
      accountType: '请选择余额账户或授信账户支付',
      reason: '请填写原因',
      tooManyNumbers: '一次最多查询 50 个订单号',
      nothingToUpdate: '没有要修改的内容',
      dateRange: '开始日期不能晚于结束日期',
    },
    errors: {
      departed: '该车次已经开车，不能预订',
      soldOut: '余票不足，仅剩 {{remaining}} 张',
      repeatOrder: '{{names}} 已预订 {{date}} 的 {{train}} 次列车，请勿重复预订',
      notPaid: '订单尚未支付，请先完成支付',
      alreadyBooked: '该订单已向铁路预订',
      notBooked: '请先向铁路预订（占座）后再出票',
    },
    messages: {
      created: '订单已创建',
      submitted: '提交订单成功',
      canceled: '订单已取消',
      paid: '支付成功',
      locked: '订单已锁定',
      unlocked: '订单已解锁',
      booked: '已向铁路预订',
      issued: '出票成功',
      cannot: '订单已标记为无法出票',
      goodsUpdated: '订单信息已修改',
      approved: '审批通过',
      rejected: '已驳回',
      messageSent: '留言已发送',
    },
    log: {
      cannot: '无法出票：{{reason}}',
    },
    approval: {
      title: '火车票 {{train}} {{from}}—{{to}}',
      summary: '乘客：{{travellers}}；开车：{{depart}}；金额：{{amount}} 元',
    },
  },
} as const;
