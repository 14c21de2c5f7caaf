// Train changes (改签; TrainOrder/CreateAmend, TrainOrderChange, ConfirmSupplyAmendPrice, ConfirmClientAmendPrice,
// AmendStatusBack, CreateAmendTradeDeal; TrainFixInAdvance/TrainAmend, checkOfficialAccount, checkPassCard).
export const trainChange = {
  trainChange: {
    validation: {
      select: '改签前须选择乘客和改签原因',
      date: '请选择改签日期',
    },
    errors: {
      notIssued: '订单尚未出票，不能改签',
      notChangeable: '所选乘客的车票未出票、已改签过或正在改签，请刷新后重试',
      sameTrain: '请选择其他车次、日期或席别',
      otherRoute: '改签须保持行程：请选择同一出发城市和到达城市的车次',
      noSeats: '所选车次和席别余票不足',
      noOpenChange: '该订单没有进行中的改签',
      payAtCashier: '请先在收银台支付改签差价（交易单 {{deal}}）',
      nothingToPay: '该改签无需补款',
      notPriced: '该改签尚未报价',
      alreadyPaid: '改签差价已支付，不能退回重新报价',
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
      created: '改签申请已提交',
      submitted: '改签申请已提交，等待报价',
      priced: '改签价格已确认，等待客户确认',
      finished: '改签成功',
      statusBack: '改签单已退回上一步',
      deal: '改签支付单已生成',
      accountValid: '12306 账号可以在线改签',
      cardsAccepted: '乘客证件可以在线改签',
    },
    log: {
      created: '{{names}} 申请改签至 {{train}}（{{date}}）；原因：{{reason}}',
      priced: '改签报价：新票价 {{price}} 元/张，改签费 {{fee}} 元，应补 {{pay}} 元，应退 {{refund}} 元',
      finished: '{{names}} 已改签至 {{train}}（{{date}}），补款 {{pay}} 元，退款 {{refund}} 元',
      statusBack: '改签单 {{amend}} 已退回上一步',
    },
  },
} as const;
