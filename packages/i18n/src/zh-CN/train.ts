// The train module: station search and train search (the rail simulator), spec sections 7 and 8.
export const train = {
  train: {
    validation: {
      keyWords: '请输入车站名称、拼音或简拼',
      station: '请选择正确的车站',
      sameStation: '出发站与到达站不能相同',
      time: '时间格式为 HH:mm',
      timeRange: '出发时间段的开始不能晚于结束',
      trainType: '请选择正确的车次类型',
    },
    errors: {
      notOnSale: '当前日期车票未开售',
      outOfServiceHours: '当前时段不提供火车票查询服务',
      unknownStation: '没有找到车站 {{code}}',
      sameCity: '出发地与目的地不能是同一城市',
      noSuchTrain: '没有找到该车次',
      noSuchSeat: '该车次没有这种席别',
    },
  },
} as const;
