// The train refund screen (/train/refundTicket), an order's refunds and changes on its detail page, and the desk of
// amends of TMC staff and suppliers (/manage/train/amend/list, /manage/train/amend/detail).
export const trainRefundUi = {
  trainRefundUi: {
    menu: {
      amendDesk: '退改处理台',
    },
    refund: {
      title: '退票',
      intro: '选择要退票的乘客和退票原因。退票手续费按铁路规则计算，服务费不退；退款将原路退回支付账户。',
      missing: '缺少订单号',
      loadFailed: '无法读取该订单的车票',
      train: '{{train}} 次，{{time}} 开车',
      closedTitle: '不能在线退票',
      noTickets: '该订单没有可退的车票',
      passengers: '选择乘客',
      columns: {
        coachSeat: '车厢座位',
        coachSeatValue: '{{coach}} 车 {{seat}}',
        serviceFee: '服务费（不退）',
        rate: '费率',
        refundAmount: '应退金额',
      },
      rate: '{{rate}}%',
      reason: '退票原因',
      otherReason: '请填写退票原因',
      summary: '已选 {{count}} 张：手续费 ¥{{fee}}，应退 ¥{{amount}}',
      submit: '确认退票',
      confirmTitle: '确认为 {{count}} 位乘客退票？',
      confirmBody: '手续费 ¥{{fee}}，退回 ¥{{amount}}。退票后不可撤销。',
      doneTitle: '退票成功',
      doneFee: '退票手续费',
      donePrice: '票价合计',
      doneAmount: '已退回',
      toOrder: '查看订单',
      toList: '我的订单',
    },
    amends: {
      refund: '退票',
      passengers: '乘客',
    },
    desk: {
      title: '火车票退改处理台',
      intro: '客户的退票和改签申请。在线退票按铁路规则即时完成；处理中的申请可在详情中查看。',
    },
  },
};
