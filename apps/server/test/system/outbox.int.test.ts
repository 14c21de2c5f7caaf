import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SendValidCode } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { deliverMessage, enqueueMessage, sweepOutbox } from '../../src/modules/message/index.ts';
import { rows } from './helpers.ts';

// The notification outbox: written in the caller's transaction with its delivery job, delivered after commit,
// swept when left behind, delivered once; the development adapter logs the message.

let t: TTestApp;
beforeAll(async () => {
  // No workers: this file drives delivery by hand.
  t = await createTestApp({ workers: false, seed: false, config: { logLevel: 'info' } });
});
afterAll(async () => t.close());

const message = (to: string) =>
  ({
    channel: 'sms',
    to,
    templateKey: 'message.templates.code.Login',
    params: { code: '123456', minutes: 5, site: 'OpenTMC' },
    lang: 'en',
  }) as const;
const outbox = (to: string) =>
  rows<{ id: string; status: string; attempts: number; content: string }>(
    t,
    'select id, status, attempts, content from notification_outbox where recipient = $1',
    [to],
  );
const records = (to: string) => rows(t, 'select * from sms_records where recipient = $1', [to]);

describe('notification outbox', () => {
  const deliveryJobs = async () =>
    (await rows<{ id: string }>(t, `select data->>'id' as id from pgboss.job where name = 'message.deliver'`)).map(
      (j) => j.id,
    );

  it('writes nothing when the caller transaction rolls back, not even the delivery job', async () => {
    const jobs = await deliveryJobs();
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await enqueueMessage(tx, t.app.deps, message('13900003001'));
        throw new Error('business step failed');
      }),
    ).rejects.toThrow('business step failed');
    expect(await outbox('13900003001')).toEqual([]);
    expect(await deliveryJobs()).toEqual(jobs);
  });

  it('writes the delivery job in the caller transaction', async () => {
    const id = await t.app.deps.db.transaction((tx) => enqueueMessage(tx, t.app.deps, message('13900003012')));
    expect(await deliveryJobs()).toContain(id);
  });

  it('renders the text in the recipient language when written', async () => {
    await t.app.deps.db.transaction((tx) => enqueueMessage(tx, t.app.deps, message('13900003002')));
    const [row] = await outbox('13900003002');
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.content).toBe('[OpenTMC] Your login code is 123456, valid for 5 minutes. Do not share it.');
  });

  it('delivers once through the development adapter, which logs the masked recipient', async () => {
    const id = await t.app.deps.db.transaction((tx) => enqueueMessage(tx, t.app.deps, message('13900003003')));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await deliverMessage(t.app.deps, id)).toBe('sent');
      expect(await deliverMessage(t.app.deps, id)).toBe('skipped');
      expect(log).toHaveBeenCalledTimes(1);
      const line = JSON.parse(String(log.mock.calls[0]![0])) as { level: number; msg: string };
      expect(line.level).toBe(30);
      expect(line.msg).toBe(
        'SMS to 139****3003: [OpenTMC] Your login code is 123456, valid for 5 minutes. Do not share it.',
      );
    } finally {
      log.mockRestore();
    }
    expect(await records('13900003003')).toHaveLength(1);
    expect((await outbox('13900003003'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('the sweeper delivers rows left pending after 30 s, not fresh ones', async () => {
    await t.app.deps.db.transaction((tx) => enqueueMessage(tx, t.app.deps, message('13900003004')));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await sweepOutbox(t.app.deps);
      expect((await outbox('13900003004'))[0]!.status).toBe('pending');
      t.clock.advance(31 * 1000);
      await sweepOutbox(t.app.deps);
    } finally {
      log.mockRestore();
    }
    expect((await outbox('13900003004'))[0]!.status).toBe('sent');
    expect(await records('13900003004')).toHaveLength(1);
  });

  it('retries a failed delivery and gives up after 5 attempts', async () => {
    const id = await t.app.deps.db.transaction((tx) => enqueueMessage(tx, t.app.deps, message('13900003005')));
    const broken = {
      name: 'broken',
      deliver: async () => {
        throw new Error('gateway down');
      },
    };
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await deliverMessage(t.app.deps, id, broken));
    expect(results).toEqual(['retry', 'retry', 'retry', 'retry', 'failed', 'skipped']);
    const [row] = await rows<{ status: string; attempts: number; last_error: string }>(
      t,
      'select status, attempts, last_error from notification_outbox where id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 5, last_error: 'Error: gateway down' });
  });

  it('the job written with the row delivers it through pg-boss when workers run', async () => {
    const withWorkers = await createTestApp({ seed: false });
    try {
      await withWorkers.app.deps.db.transaction((tx) =>
        enqueueMessage(tx, withWorkers.app.deps, message('13900003006')),
      );
      await expect
        .poll(
          async () => (await rows(withWorkers, `select 1 from sms_records where recipient = '13900003006'`)).length,
          {
            timeout: 5000,
          },
        )
        .toBe(1);
    } finally {
      await withWorkers.close();
    }
  });

  it('a code sent through the API is in the outbox, pending until a worker delivers it', async () => {
    const seeded = await createTestApp({ workers: false });
    try {
      expect((await seeded.call(SendValidCode, { Mobile: '13900003007' })).isSucc).toBe(true);
      const [row] = await rows<{ status: string }>(
        seeded,
        `select status from notification_outbox where recipient = '13900003007'`,
      );
      expect(row!.status).toBe('pending');
      seeded.clock.advance(31 * 1000);
      expect(await sweepOutbox({ ...seeded.app.deps, config: { ...seeded.app.deps.config, logLevel: 'silent' } })).toBe(
        1,
      );
      expect((await rows(seeded, `select 1 from sms_records where recipient = '13900003007'`)).length).toBe(1);
    } finally {
      await seeded.close();
    }
  });

  it('forgets sent rows after a day, keeping pending and failed ones', async () => {
    const sentId = await t.app.deps.db.transaction((tx) => enqueueMessage(tx, t.app.deps, message('13900003010')));
    await t.app.deps.db.transaction((tx) => enqueueMessage(tx, t.app.deps, message('13900003011')));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await deliverMessage(t.app.deps, sentId)).toBe('sent');
      t.clock.advance(2 * 60 * 60 * 1000);
      await sweepOutbox(t.app.deps);
      expect(await outbox('13900003010')).toHaveLength(1);
      t.clock.advance(23 * 60 * 60 * 1000);
      await sweepOutbox(t.app.deps);
      expect(await outbox('13900003010')).toEqual([]);
      // The other row was delivered by the first sweep, one day less ago: it stays for now.
      expect(await outbox('13900003011')).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
