// Train orders (spec sections 5, 7, 8 and 9): booking, submitting, paying, cancelling and fulfilment.
export const trainOrder = {
  trainOrder: {
    validation: {
      refundSelect: '退票前须选择乘客、行程和退票原因',
      trainNo: '请选择正确的车次',
      seatType: '请选择正确的席别',
      contactName: '联系人姓名不能为空',
      invoice: '请输入发票抬头、收件人或收件地址',
      paymentMode: '请选择正确的支付方式',
      accountType: '请选择余额账户或授信账户支付',
      reason: '请填写原因',
      tooManyNumbers: '一次最多查询 50 个订单号',
      dateRange: '开始日期不能晚于结束日期',
    },
    errors: {
      departed: '该车次已经开车，不能预订',
      soldOut: '余票不足，仅剩 {{remaining}} 张',
      repeatOrder: '{{names}} 已预订 {{date}} 的 {{train}} 次列车，请勿重复预订',
      repeatRaced: '同一乘车人刚刚被另一笔预订订了本次列车，请刷新后查看',
      alreadyBooked: '该订单已向铁路预订',
      notBooked: '请先向铁路预订（占座）后再出票',
      notRefundable: '所选乘客的车票已退或不可退，请刷新后重试',
    },
    messages: {
      created: '订单已创建',
      submitted: '提交订单成功',
      booked: '已向铁路预订',
    },
    approval: {
      title: '火车票 {{train}} {{from}}—{{to}}',
      summary: '乘客：{{travellers}}；开车：{{depart}}；金额：{{amount}} 元',
    },
    corrections: {
      validation: {
        version: '请提供订单的版本号（请刷新订单后重试）',
        passengers: '请为每位乘客填写一次票价和服务费（1–5 位乘客，不可重复）',
        status: '请选择正确的订单状态',
        extraKind: '请选择附加费用类型：配送费、纸质票费或其他',
        extraName: '其他费用须填写名称',
      },
    },
  },
} as const;
