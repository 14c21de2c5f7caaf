// The flight module: the flight search (the flight simulator), spec sections 7 and 8.
export const flight = {
  flight: {
    validation: {
      place: '请选择正确的城市或机场',
      samePlace: '出发地与目的地不能相同',
      returnBeforeDepart: '返程日期不能早于去程日期',
    },
    errors: {
      noFlights: '航班查询没有找到匹配的航班，请核对航班',
      unknownPlace: '未找到城市或机场 {{code}}',
      notDomestic: '{{name}}不在中国大陆，国内机票只能查询中国大陆境内的航班',
      sameCity: '出发地与目的地不能是同一城市',
      pastDate: '出发日期不能早于今天',
      notOnSale: '航班只能查询 {{days}} 天以内的日期',
    },
  },
} as const;
