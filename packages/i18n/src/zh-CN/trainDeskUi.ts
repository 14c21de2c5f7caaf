export const trainDeskUi = {
  trainDeskUi: {
    title: '火车票订单处理',
    train: { notBooked: '尚未向铁路订座' },
    actions: {
      book: '向铁路订座',
      drawerConfirm: '确认为订单 {{no}} 出票？',
      drawerBooksFirst: '此订单尚未订座，将先向铁路订座再出票。',
    },
  },
};
