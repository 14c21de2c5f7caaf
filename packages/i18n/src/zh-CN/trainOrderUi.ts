export const trainOrderUi = {
  trainOrderUi: {
    title: '火车票订单',
    intro: '您和您可查看范围内同事的火车票订单。点击订单号查看详情、支付或取消。',
    deskTitle: '火车票订单处理台',
    deskIntro: '先锁定订单再处理：出票时向铁路预订并出票，无法出票时填写原因（款项将原路退回）。',
    drawerConfirm: '为订单 {{no}} 预订并出票？',
    columns: {
      Title: '行程',
      TravelDate: '出发时间',
      Travellers: '乘车人',
    },
  },
};
