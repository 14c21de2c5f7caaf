// Train changes (改签; TrainOrder/CreateAmend, TrainOrderChange, ConfirmSupplyAmendPrice, ConfirmClientAmendPrice,
// AmendStatusBack, CreateAmendTradeDeal; TrainFixInAdvance/TrainAmend, checkOfficialAccount, checkPassCard).
export const trainChange = {
  trainChange: {
    validation: {
      select: '改签前须选择乘客和改签原因',
      date: '请选择改签日期',
      cannotReason: '请填写无法改签的原因',
    },
    errors: {
      notChangeable: '所选乘客的车票未出票、已改签过或正在改签，请刷新后重试',
      sameTrain: '请选择其他车次、日期或席别',
      otherRoute: '改签须保持行程：请选择同一出发城市和到达城市的车次',
      noSeats: '所选车次和席别余票不足',
      noAccount: '预订人未绑定 12306 账号，请先在“12306 账号”中绑定',
      accountInvalid: '预订人的 12306 账号 {{account}} 当前不可用（{{status}}），请先到 12306 核验',
      cardNotAccepted: '{{names}} 的证件不支持在线改签，请到车站售票窗口办理',
    },
    accountStatus: {
      Verified: '已核验',
      NeedVerify: '待核验',
      Locked: '已锁定',
      LoginFailed: '用户名或密码错误',
    },
    messages: {
      accountValid: '12306 账号可以在线改签',
      cardsAccepted: '乘客证件可以在线改签',
    },
  },
} as const;
