import { describe, expect, it } from 'vitest';
import { ServiceType } from '../lookups/lists.ts';
import { ZFlowStepInput, stepApplies, toStepDef, type TFlowConditions } from './flow.ts';
import type { TApprovalFacts } from './subject.ts';

const none: TFlowConditions = {
  ServiceTypes: [],
  AmountOverFen: null,
  OutOfPolicy: false,
  International: false,
  Match: 'Any',
};
const facts = (f: Partial<TApprovalFacts> = {}): TApprovalFacts => ({
  ServiceTypes: [ServiceType.Flight],
  AmountFen: 0,
  OutOfPolicy: false,
  International: false,
  ...f,
});

describe('stepApplies', () => {
  const cases: [string, Partial<TFlowConditions>, Partial<TApprovalFacts>, boolean][] = [
    ['no condition', {}, {}, true],
    ['amount equal to the limit is not over', { AmountOverFen: 500000 }, { AmountFen: 500000 }, false],
    ['one fen over', { AmountOverFen: 500000 }, { AmountFen: 500001 }, true],
    ['out of policy wanted, in policy', { OutOfPolicy: true }, {}, false],
    ['out of policy wanted and given', { OutOfPolicy: true }, { OutOfPolicy: true }, true],
    ['international wanted, domestic', { International: true }, {}, false],
    ['international', { International: true }, { International: true }, true],
    ['any: amount or policy, only policy', { AmountOverFen: 100, OutOfPolicy: true }, { OutOfPolicy: true }, true],
    [
      'all: amount and policy, only policy',
      { AmountOverFen: 100, OutOfPolicy: true, Match: 'All' },
      { OutOfPolicy: true },
      false,
    ],
    [
      'all: both hold',
      { AmountOverFen: 100, OutOfPolicy: true, Match: 'All' },
      { OutOfPolicy: true, AmountFen: 101 },
      true,
    ],
    ['service filter missed', { ServiceTypes: [ServiceType.Hotel] }, {}, false],
    [
      'service filter hit among several',
      { ServiceTypes: [ServiceType.Hotel] },
      { ServiceTypes: [ServiceType.Flight, ServiceType.Hotel] },
      true,
    ],
    ['service hit but trigger missed', { ServiceTypes: [ServiceType.Flight], International: true }, {}, false],
    ['no services involved at all', { ServiceTypes: [ServiceType.Flight] }, { ServiceTypes: [] }, false],
  ];
  it.each(cases)('%s', (_n, c, f, expected) => {
    expect(stepApplies({ ...none, ...c }, facts(f))).toBe(expected);
  });
});

describe('ZFlowStepInput', () => {
  it('turns yuan into fen and keeps only what the approver type uses', () => {
    const s = toStepDef(
      ZFlowStepInput.parse({
        StepName: ' 财务 ',
        ApproverType: 'DepartmentHead',
        RoleID: 'R1',
        UserIDs: ['U1'],
        Conditions: { AmountOver: '5000.5', ServiceTypes: ['1407', 1407] },
      }),
    );
    expect(s).toEqual({
      StepName: '财务',
      ApproverType: 'DepartmentHead',
      RoleID: '',
      UserIDs: [],
      Mode: 'Any',
      Conditions: {
        ServiceTypes: [1407],
        AmountOverFen: 500050,
        OutOfPolicy: false,
        International: false,
        Match: 'Any',
      },
    });
  });

  it.each([
    [{ StepName: 'x', ApproverType: 'Role' }, 'approval.validation.roleRequired'],
    [{ StepName: 'x', ApproverType: 'Users', UserIDs: [] }, 'approval.validation.usersRequired'],
    [{ StepName: '', ApproverType: 'Users', UserIDs: ['U1'] }, 'approval.validation.stepName'],
    [
      { StepName: 'x', ApproverType: 'DepartmentHead', Conditions: { AmountOver: -1 } },
      'approval.validation.amountOver',
    ],
    [
      { StepName: 'x', ApproverType: 'DepartmentHead', Conditions: { ServiceTypes: [9999] } },
      'messages.validation.invalidOption',
    ],
  ])('refuses %j', (input, key) => {
    const r = ZFlowStepInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(key);
  });
});
