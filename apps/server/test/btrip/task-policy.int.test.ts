import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BtripTaskCheck,
  BtripTaskSave,
  BtripTaskSubmit,
  Cabin,
  ConfigInfoSave,
  ControlLevel,
  ServiceType,
  TripApprovalRule,
  TripRuleDelete,
  TripRuleUpdate,
  type TBtripTask,
  type TBtripVerdict,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import {
  application,
  approve,
  dayIn,
  demoChoices,
  details,
  taskCount,
  userIdOf,
  BEIJING,
  SHANGHAI,
} from './helpers.ts';

// The travel policy on submission (issue 4 sections 1 and 3). The demo company's rule for everyone: flights up to
// economy (business at level 5, over-standard approval), hotels up to 600 yuan a night in 一线 cities (level 3,
// reason required). Level 4 comes from a department rule made here.

let t: TTestApp;
const sid: Record<string, string> = {};
const id: Record<string, string> = {};
let choices: Awaited<ReturnType<typeof demoChoices>>;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['employee', 'approver', 'finance', 'admin']) {
    sid[a] = await t.login(a);
    id[a] = await userIdOf(t, a);
  }
  choices = await demoChoices(t, sid.employee!);
});
afterAll(async () => t.close());

const business = { ServiceType: ServiceType.Flight, Budget: 4000, Cabin: Cabin.Business };
const economy = { ServiceType: ServiceType.Flight, Budget: 2000, Cabin: Cabin.Economy };
const beijingHotel = (nightly: number, star = 4) => ({
  ServiceType: ServiceType.Hotel,
  Budget: nightly * 2,
  HotelStar: star,
  NightlyPrice: nightly,
});

const submit = (services: object[], over: object = {}, lang: 'cn' | 'en' = 'en') =>
  t.call<TBtripTask>(
    BtripTaskSave,
    application(t, [id.employee!], { Services: services as never, Submit: true, ...over }),
    {
      session: sid.employee,
      lang,
    },
  );

describe('the travel policy on a pre-trip application', () => {
  it('shows the verdict before submitting: which rule, why, for whom', async () => {
    const r = await t.call<TBtripVerdict>(
      BtripTaskCheck,
      { Travellers: [id.employee!], Legs: application(t, []).Legs, Services: [business, beijingHotel(800)] },
      { session: sid.employee, lang: 'en' },
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({
      Level: ControlLevel.Approval,
      OutOfPolicy: true,
      ReasonRequired: true,
      Forbidden: false,
    });
    expect(r.result!.ReasonServices).toEqual([ServiceType.Flight, ServiceType.Hotel]);
    const byCode = Object.fromEntries(r.result!.Violations.map((v) => [v.Code, v]));
    expect(byCode['flight.cabin']).toMatchObject({ Level: 5, UserName: '郑浩', ServiceType: ServiceType.Flight });
    expect(byCode['flight.cabin']!.Message).toContain('Cabin above policy');
    expect(byCode['hotel.price']).toMatchObject({ Level: 3, Limit: '600.00', Actual: '800.00' });
    // The hotel in the home city at the end of the round trip is not judged: only 北京 is stayed in.
    expect(r.result!.Violations.filter((v) => v.Code === 'hotel.price')).toHaveLength(1);
    const cn = await t.call<TBtripVerdict>(
      BtripTaskCheck,
      { Travellers: [id.employee!], Legs: application(t, []).Legs, Services: [economy, beijingHotel(500)] },
      { session: sid.employee, lang: 'cn' },
    );
    expect(cn.result).toMatchObject({ Level: 0, Compliant: true, ReasonRequired: false, Violations: [] });
  });

  it('level 5 needs a reason ("A violation reason is required", in both languages) and goes out of policy to finance', async () => {
    const before = await taskCount(t);
    const en = await submit([business]);
    expect(en).toMatchObject({ isSucc: false, statusCode: 400, message: 'A violation reason is required' });
    const cn = await submit([business], {}, 'cn');
    expect(cn).toMatchObject({ isSucc: false, statusCode: 400, message: '请选择违规原因' });
    expect(await taskCount(t)).toBe(before);

    const ok = await submit([business], {
      ViolationReasons: [{ ServiceType: ServiceType.Flight, ReasonID: choices.reason('R01') }],
    });
    expect(ok.isSucc, ok.message).toBe(true);
    expect(ok.result!.Verdict).toMatchObject({ Level: 5, OutOfPolicy: true });
    expect(ok.result!.ViolationReasons).toEqual([
      {
        ServiceType: ServiceType.Flight,
        ReasonID: choices.reason('R01'),
        ReasonName: 'The cheaper flights do not fit the schedule',
        ReasonText: '',
      },
    ]);
    // Out of policy: the finance step applies after the department head.
    const d = (await details(t, sid.approver!, ok.result!.TaskID)).result!;
    expect(d.Trail!.Steps.map((s) => s.StepName)).toEqual(['部门负责人审批', '财务审批']);
    await approve(t, sid.approver!, ok.result!);
    await approve(t, sid.finance!, ok.result!);
    expect((await details(t, sid.employee!, ok.result!.TaskID)).result!.ApprovalNo).toMatch(/^SQ\d{12}$/);
  });

  it('level 3 needs a reason for that service; an "other" reason needs words; it is not out of policy', async () => {
    const none = await submit([economy, beijingHotel(800)]);
    expect(none.message).toBe('A violation reason is required');
    // A flight reason does not excuse the hotel.
    const wrong = await submit([economy, beijingHotel(800)], {
      ViolationReasons: [{ ServiceType: ServiceType.Hotel, ReasonID: choices.reason('R01') }],
    });
    expect(wrong).toMatchObject({ isSucc: false, statusCode: 400 });
    const other = await submit([economy, beijingHotel(800)], {
      ViolationReasons: [{ ServiceType: ServiceType.Hotel, ReasonID: choices.reason('R99') }],
    });
    expect(other.message).toBe('The "other" reason needs an explanation');
    const ok = await submit([economy, beijingHotel(800)], {
      ViolationReasons: [{ ServiceType: ServiceType.Hotel, ReasonID: choices.reason('R99'), ReasonText: '会场酒店' }],
    });
    expect(ok.isSucc, ok.message).toBe(true);
    expect(ok.result!.Verdict).toMatchObject({ Level: 3, OutOfPolicy: false, ReasonServices: [ServiceType.Hotel] });
    const d = (await details(t, sid.approver!, ok.result!.TaskID)).result!;
    expect(d.Trail!.Steps.map((s) => s.StepName)).toEqual(['部门负责人审批']);
  });

  it('level 4 refuses the submission and writes nothing', async () => {
    const dept = await t.app.deps.db.query.departments.findFirst({ where: (x, { eq }) => eq(x.name, '研发部') });
    const rule = await t.call<{ RuleID: string }>(
      TripRuleUpdate,
      {
        Name: '研发部酒店',
        Scope: 'Department',
        DepartmentIDs: [dept!.id],
        hotel: { stars: { value: [3, 4], level: ControlLevel.Forbid } },
      },
      { session: sid.admin },
    );
    expect(rule.isSucc, rule.message).toBe(true);
    try {
      const draft = await t.call<TBtripTask>(
        BtripTaskSave,
        application(t, [id.employee!], { Services: [beijingHotel(500, 5)] }),
        { session: sid.employee },
      );
      const before = await taskCount(t);
      const en = await t.call(BtripTaskSubmit, { TaskID: draft.result!.TaskID }, { session: sid.employee, lang: 'en' });
      expect(en).toMatchObject({ isSucc: false, statusCode: 400 });
      expect(en.message).toMatch(/^Out of the travel policy, cannot be submitted: Hotel stars out of policy/);
      const cn = await submit([beijingHotel(500, 5)], {}, 'cn');
      expect(cn.message).toMatch(/^超出差旅标准，禁止提交：酒店星级超标/);
      expect(await taskCount(t)).toBe(before);
      expect((await details(t, sid.employee!, draft.result!.TaskID)).result!.Status).toBe('Draft');
    } finally {
      await t.call(TripRuleDelete, {}, { session: sid.admin, params: { id: rule.result!.RuleID } });
    }
  });

  it("judges every traveller under their own rule: a director's business cabin is within policy", async () => {
    // A job of level 1 is the demo rule for directors (business allowed).
    const { jobs, users } = await import('../../src/modules/org/index.ts');
    const { eq } = await import('drizzle-orm');
    const company = (await t.app.deps.db.query.users.findFirst({ where: (u, x) => x.eq(u.id, id.finance!) }))!
      .companyId;
    const [job] = await t.app.deps.db
      .insert(jobs)
      .values({ companyId: company, name: '测试总监', level: 1, createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: jobs.id });
    await t.app.deps.db.update(users).set({ jobId: job!.id }).where(eq(users.id, id.finance!));
    const one = await t.call<TBtripVerdict>(
      BtripTaskCheck,
      { Travellers: [id.finance!], Legs: application(t, []).Legs, Services: [business] },
      { session: sid.employee },
    );
    expect(one.result).toMatchObject({ Level: 0, Compliant: true });
    const both = await t.call<TBtripVerdict>(
      BtripTaskCheck,
      { Travellers: [id.finance!, id.employee!], Legs: application(t, []).Legs, Services: [business] },
      { session: sid.employee },
    );
    expect(both.result!.Level).toBe(ControlLevel.Approval);
    expect(both.result!.Violations.map((v) => v.UserName)).toEqual(['郑浩']);
  });

  it("applies the company's switches on submission: purpose, cost centre, only oneself", async () => {
    const rules = [
      TripApprovalRule.TravelPurposeRequired,
      TripApprovalRule.CostCenterRequired,
      TripApprovalRule.BookForOthersDisabled,
    ];
    const saved = await t.call(ConfigInfoSave, { ApprovalRules: rules }, { session: sid.admin });
    expect(saved.isSucc, saved.message).toBe(true);
    try {
      expect((await submit([economy])).message).toBe('Please select the travel purpose');
      const withPurpose = { PurposeID: choices.purpose('P01') };
      expect((await submit([economy], withPurpose)).message).toBe('Please select a cost centre');
      const forOthers = await t.call(
        BtripTaskSave,
        application(t, [id.employee!, id.approver!], { Services: [economy], Submit: true, ...withPurpose }),
        { session: sid.employee, lang: 'en' },
      );
      expect(forOthers.message).toBe('The company does not allow applying for others: you can only apply for yourself');
      const { costCenters } = await import('../../src/modules/org/index.ts');
      const company = (await t.app.deps.db.query.users.findFirst({ where: (u, x) => x.eq(u.id, id.employee!) }))!
        .companyId;
      const [cc] = await t.app.deps.db
        .insert(costCenters)
        .values({ companyId: company, code: 'CC-T', name: '测试中心', createdAt: new Date(), updatedAt: new Date() })
        .returning({ id: costCenters.id });
      const ok = await submit([economy], { ...withPurpose, CostCenterID: cc!.id });
      expect(ok.isSucc, ok.message).toBe(true);
      expect(ok.result).toMatchObject({ PurposeName: 'Client visit', CostCenterName: '测试中心' });
    } finally {
      await t.call(ConfigInfoSave, { ApprovalRules: [] }, { session: sid.admin });
    }
  });

  it('refuses an international leg without a city, in both languages', async () => {
    const abroad = (CityName: string) => ({ International: true, CityName });
    const legsTo = (name: string) => [
      { FromCity: SHANGHAI, ToCity: abroad(name), DepartDate: dayIn(t, 10) },
      { FromCity: abroad('Tokyo'), ToCity: BEIJING, DepartDate: dayIn(t, 12) },
    ];
    const legs = legsTo('');
    const en = await submit([economy], { Legs: legs });
    expect(en.message).toBe('Legs.0.ToCity.CityName: An international city must be selected');
    const cn = await submit([economy], { Legs: legs }, 'cn');
    expect(cn.message).toContain('请选择国际城市');
    const ok = await submit([economy], { Legs: legsTo('Tokyo') });
    expect(ok.result).toMatchObject({ International: true });
    expect(ok.result!.Legs[0]!.ToCity).toEqual({ International: true, CityCode: '', CityName: 'Tokyo' });
  });
});
