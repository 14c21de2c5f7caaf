import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { Cabin, ServiceType, ZBtripCheckRequest, ZBtripTaskSaveRequest, type TBtripTask } from '@opentmc/contracts';
import { blankForm, formOfTask, toItinerary, toSavePayload, type TTaskFormValues } from './form.ts';

const sh = { International: false, CityCode: '3101', CityName: '上海市' };
const bj = { International: false, CityCode: '1101', CityName: '北京市' };

const values: TTaskFormValues = {
  Travellers: ['U1'],
  Legs: [
    { FromCity: sh, ToCity: bj, DepartDate: dayjs('2099-03-01') },
    { FromCity: bj, ToCity: { International: true, CityCode: '', CityName: 'Tokyo' }, DepartDate: dayjs('2099-03-03') },
  ],
  EndDate: dayjs('2099-03-05'),
  Services: {
    flight: { On: true, Budget: 3800, Cabin: Cabin.Business },
    hotel: { On: false, Budget: 100, HotelStar: 4, NightlyPrice: 500 },
    train: { On: true, Budget: 120.5 },
  },
  PurposeID: 'TP1',
  Remark: '会议',
  Reasons: { [ServiceType.Flight]: { ReasonID: 'R1' }, [ServiceType.Train]: { ReasonID: 'R9', ReasonText: 'x' } },
  Attachments: [{ AttachmentID: 'BF0000000001', FileName: 'a.pdf', ContentType: 'application/pdf', Size: 9 }],
};

describe('the application form', () => {
  it('makes a Check payload of the itinerary: checked services only, cities by code or by name', () => {
    const p = toItinerary(values);
    expect(p.Services).toEqual([
      { ServiceType: ServiceType.Flight, Budget: 3800, Cabin: Cabin.Business },
      { ServiceType: ServiceType.Train, Budget: 120.5 },
    ]);
    expect(p.Legs[1]).toEqual({
      FromCity: { International: false, CityCode: '1101' },
      ToCity: { International: true, CityName: 'Tokyo' },
      DepartDate: '2099-03-03',
    });
    expect(ZBtripCheckRequest.safeParse(p).success).toBe(true);
  });

  it('makes a Save payload with reasons only for the services that need one', () => {
    const p = toSavePayload(values, [ServiceType.Flight]);
    expect(p.ViolationReasons).toEqual([{ ServiceType: ServiceType.Flight, ReasonID: 'R1', ReasonText: '' }]);
    expect(p).toMatchObject({ EndDate: '2099-03-05', PurposeID: 'TP1', Attachments: ['BF0000000001'] });
    expect(ZBtripTaskSaveRequest.safeParse(p).success).toBe(true);
  });

  it('leaves an incomplete form uncheckable', () => {
    expect(ZBtripCheckRequest.safeParse(toItinerary(blankForm('U1'))).success).toBe(false);
  });

  it('fills the form back from a saved application', () => {
    const task = {
      Travellers: [{ UserID: 'U1', Name: '郑浩', DepartmentName: '研发部' }],
      Legs: [{ FromCity: sh, ToCity: bj, DepartDate: '2099-03-01' }],
      EndDate: '2099-03-02',
      Services: [
        { ServiceType: ServiceType.Hotel, Budget: 1000, Cabin: 0, HotelStar: 4, NightlyPrice: 500 },
        { ServiceType: ServiceType.Traffic, Budget: 80, Cabin: 0, HotelStar: 0, NightlyPrice: 0 },
      ],
      PurposeID: '',
      CostCenterID: 'F1',
      ProjectID: '',
      Remark: '',
      ViolationReasons: [{ ServiceType: ServiceType.Hotel, ReasonID: 'R3', ReasonName: 'x', ReasonText: '' }],
      Attachments: [],
    } as unknown as TBtripTask;
    const v = formOfTask(task);
    expect(v.Services).toEqual({
      hotel: { On: true, Budget: 1000, HotelStar: 4, NightlyPrice: 500 },
      car: { On: true, Budget: 80 },
    });
    expect(v.Legs![0]!.DepartDate!.format('YYYY-MM-DD')).toBe('2099-03-01');
    expect(v).toMatchObject({ PurposeID: undefined, CostCenterID: 'F1', Reasons: { '1409': { ReasonID: 'R3' } } });
    expect(toSavePayload(v, [ServiceType.Hotel]).ViolationReasons).toEqual([
      { ServiceType: ServiceType.Hotel, ReasonID: 'R3', ReasonText: '' },
    ]);
  });
});
