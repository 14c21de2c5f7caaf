import { describe, expect, it } from 'vitest';
import { TrainSeatType, TrainType } from '../lookups/lists.ts';
import {
  SEAT_TYPES_OF_LETTER,
  TRAIN_LETTERS,
  ZTrainSearchRequest,
  ZTrainStationSearchRequest,
  trainTypeOfLetter,
} from './index.ts';

const base = { FromStation: 'vnp', ToStation: 'AOH', DepartDate: '2026-03-12' };

describe('train search payloads', () => {
  it('normalises station codes and dates', () => {
    const p = ZTrainSearchRequest.parse({ ...base, DepartDate: '2026-03-12 08:30:00' });
    expect(p).toMatchObject({ FromStation: 'VNP', ToStation: 'AOH', DepartDate: '2026-03-12', TrainTypes: [] });
  });

  it('refuses impossible dates, times and windows with catalogue keys', () => {
    const issue = (over: object) => ZTrainSearchRequest.safeParse({ ...base, ...over }).error?.issues[0]?.message;
    expect(issue({ DepartDate: '2026-02-30' })).toBe('messages.validation.date');
    expect(issue({ DepartDate: '12/03/2026' })).toBe('messages.validation.date');
    expect(issue({ DepartTimeEnd: '24:00' })).toBe('train.validation.time');
    expect(issue({ DepartTimeStart: '09:00', DepartTimeEnd: '08:59' })).toBe('train.validation.timeRange');
    expect(issue({ ToStation: 'VNP' })).toBe('train.validation.sameStation');
    expect(issue({ TrainTypes: [3302] })).toBe('train.validation.trainType');
    expect(issue({ DepartTimeStart: '08:00', DepartTimeEnd: '08:00' })).toBeUndefined();
  });

  it('needs key words to search stations and caps the page', () => {
    expect(ZTrainStationSearchRequest.safeParse({ KeyWords: ' ' }).error?.issues[0]?.message).toBe(
      'train.validation.keyWords',
    );
    expect(ZTrainStationSearchRequest.parse({ KeyWords: ' bjn ' })).toEqual({ KeyWords: 'bjn', PageSize: 20 });
    expect(ZTrainStationSearchRequest.safeParse({ KeyWords: 'bjn', PageSize: 51 }).success).toBe(false);
  });
});

describe('train classes', () => {
  it('maps letters to TrainType codes and seat types by class', () => {
    expect(TRAIN_LETTERS.map(trainTypeOfLetter)).toEqual([
      TrainType.GC,
      TrainType.D,
      TrainType.GC,
      TrainType.Z,
      TrainType.T,
      TrainType.K,
    ]);
    for (const l of ['G', 'D', 'C'] as const) {
      expect(SEAT_TYPES_OF_LETTER[l]).toContain(TrainSeatType.Second);
      expect(SEAT_TYPES_OF_LETTER[l]).not.toContain(TrainSeatType.HardSleeper);
    }
    for (const l of ['Z', 'T', 'K'] as const) {
      expect(SEAT_TYPES_OF_LETTER[l]).toContain(TrainSeatType.HardSleeper);
      expect(SEAT_TYPES_OF_LETTER[l]).not.toContain(TrainSeatType.Second);
    }
  });
});
