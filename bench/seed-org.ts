import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { FeatureCode } from '@opentmc/contracts';
import { openDatabase, runMigrations, type TDatabase } from '../apps/server/src/platform/db/database.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import {
  DEMO_PASSWORD,
  departments,
  hashPassword,
  insertCompany,
  jobs,
  users,
} from '../apps/server/src/modules/org/index.ts';

// Seeds one large company for the employee-list benchmark (issue 3): 2,000 departments in a tree like a real
// company's (eight divisions; R&D the biggest, four or five levels deep) and 10,000 employees spread over it.
// Run on its own it creates a fresh database on the local PostgreSQL and prints its URL:
//   npx tsx bench/seed-org.ts            (BENCH_PG_ADMIN_URL overrides postgres://postgres@127.0.0.1:5432/test)

export const BENCH_DEPARTMENTS = 2000;
export const BENCH_EMPLOYEES = 10000;
/** The head of 研发中心 (approver: own department and below) and the company administrator; password Trip@2026. */
export const BENCH_HEAD = 'bench-head';
export const BENCH_ADMIN = 'bench-admin';

// A fixed seed: every run builds the same tree.
const rng = (() => {
  let a = 0x2f6b1d3c;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const between = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

const DIVISIONS: [name: string, share: number][] = [
  ['研发中心', 0.45],
  ['销售中心', 0.2],
  ['市场部', 0.07],
  ['运营中心', 0.08],
  ['客户服务中心', 0.08],
  ['财务中心', 0.04],
  ['人力资源部', 0.04],
  ['行政部', 0.04],
];
const LEVEL_NAMES = ['部', '组', '小组', '小队'];
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红玲鹏飞斌宇浩凯健俊帆帅旭宁婷雪琳晨辰欣怡子涵梓轩一诺';

type TNode = { id: string; parentId: string | null; name: string; path: string; depth: number; weight: number };

/** Grows a subtree of `budget` departments under a node: 3–9 children each, the rest shared out at random. */
const grow = (parent: TNode, budget: number, ids: string[], out: TNode[]) => {
  if (budget <= 0) return;
  const k = Math.min(budget, between(3, 9));
  const shares = Array.from({ length: k }, () => rng() + 0.2);
  const total = shares.reduce((a, b) => a + b, 0);
  let left = budget - k;
  const children = shares.map((s, i) => {
    const id = ids.pop()!;
    const suffix = LEVEL_NAMES[Math.min(parent.depth, LEVEL_NAMES.length - 1)]!;
    const name = parent.depth === 0 ? `${parent.name.slice(0, 2)}${i + 1}${suffix}` : `${i + 1}${suffix}`;
    const node: TNode = {
      id,
      parentId: parent.id,
      name,
      path: `${parent.path}${id}/`,
      depth: parent.depth + 1,
      weight: parent.weight * (s / total),
    };
    out.push(node);
    return { node, share: s / total };
  });
  children.forEach(({ node, share }, i) => {
    const sub = i === k - 1 ? left : Math.min(left, Math.round((budget - k) * share));
    left -= sub;
    grow(node, sub, ids, out);
  });
};

/** Seeds the company into a migrated database; returns its id. */
export const seedBenchOrg = async (database: TDatabase): Promise<string> => {
  const { db } = database;
  const clock = systemClock;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const companyId = await insertCompany(tx, clock, {
      name: '压测科技集团有限公司',
      nameEn: 'Bench Group Co., Ltd.',
      type: 'Client',
      featureCodes: [FeatureCode.Client],
    });
    // Ids from the table's own sequence, so the tree (and its paths) can be written in bulk.
    const ids = (
      await tx
        .select({ id: sql<string>`'D' || lpad(nextval('department_id_seq')::text, 11, '0')` })
        .from(sql`generate_series(1, ${BENCH_DEPARTMENTS})`)
    )
      .map((r) => r.id)
      .reverse();
    const nodes: TNode[] = [];
    let remaining = BENCH_DEPARTMENTS - DIVISIONS.length;
    DIVISIONS.forEach(([name, share], i) => {
      const id = ids.pop()!;
      const root: TNode = { id, parentId: null, name, path: `/${id}/`, depth: 0, weight: share };
      nodes.push(root);
      // grow() makes exactly `budget` departments; the last division takes what is left.
      const budget =
        i === DIVISIONS.length - 1 ? remaining : Math.round((BENCH_DEPARTMENTS - DIVISIONS.length) * share);
      remaining -= budget;
      grow(root, budget, ids, nodes);
    });
    const now = clock.now();
    for (let i = 0; i < nodes.length; i += 500) {
      await tx.insert(departments).values(
        nodes.slice(i, i + 500).map((n, j) => ({
          id: n.id,
          companyId,
          parentId: n.parentId,
          name: n.name,
          path: n.path,
          orderBy: i + j,
          createdAt: now,
        })),
      );
    }

    const jobIds = (
      await tx
        .insert(jobs)
        .values(
          ['助理', '专员', '工程师', '高级工程师', '主管', '经理', '高级经理', '总监', '副总裁', '总裁'].map(
            (name, level) => ({
              companyId,
              name,
              level,
              createdAt: now,
              updatedAt: now,
            }),
          ),
        )
        .returning({ id: jobs.id })
    ).map((j) => j.id);

    // People go where the weight is (leaves and mid-level departments alike), by a cumulative draw.
    const cumulative: number[] = [];
    let acc = 0;
    for (const n of nodes) cumulative.push((acc += n.weight));
    const pickDepartment = () => {
      const x = rng() * acc;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      return nodes[lo]!.id;
    };
    const rd = nodes[0]!;
    type TNewRow = typeof users.$inferInsert;
    const people: TNewRow[] = [
      {
        companyId,
        departmentId: rd.id,
        loginName: BENCH_HEAD,
        mobile: '19900000001',
        name: '研发负责人',
        roles: ['approver'],
        passwordHash,
        createdAt: now,
      },
      {
        companyId,
        departmentId: nodes.find((n) => n.name === '行政部')!.id,
        loginName: BENCH_ADMIN,
        mobile: '19900000002',
        name: '公司管理员',
        roles: ['company_admin'],
        passwordHash,
        createdAt: now,
      },
    ];
    const start = now.getTime() - 3 * 365 * 86400000;
    for (let i = people.length; i < BENCH_EMPLOYEES; i++) {
      const name = `${SURNAMES[between(0, SURNAMES.length - 1)]}${GIVEN[between(0, GIVEN.length - 1)]}${rng() < 0.6 ? GIVEN[between(0, GIVEN.length - 1)] : ''}`;
      people.push({
        companyId,
        departmentId: pickDepartment(),
        jobId: jobIds[Math.min(jobIds.length - 1, Math.floor(rng() ** 2 * jobIds.length))]!,
        employeeNo: `E${String(i).padStart(6, '0')}`,
        mobile: `199${String(10000000 + i).padStart(8, '0')}`,
        email: rng() < 0.7 ? `e${i}@bench.example.com` : null,
        name,
        roles: rng() < 0.05 ? ['approver'] : ['employee'],
        status: rng() < 0.03 ? 'disabled' : 'active',
        passwordHash: null,
        // Joined over the last three years.
        createdAt: new Date(start + Math.floor(rng() * (now.getTime() - start))),
      });
    }
    for (let i = 0; i < people.length; i += 1000) await tx.insert(users).values(people.slice(i, i + 1000));
    await tx.execute(sql`analyze departments`);
    await tx.execute(sql`analyze users`);
    return companyId;
  });
};

/** Creates a fresh database on the local PostgreSQL, migrated by the server's own code; returns its URL. */
export const freshBenchDatabase = async (
  adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
): Promise<{ url: string; name: string; drop: () => Promise<void> }> => {
  const name = `otmc_bench_org_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
};

/** Creates, migrates and seeds a database; returns its URL (the caller drops it). */
export const seedOrgDatabase = async () => {
  const fresh = await freshBenchDatabase();
  const database = await openDatabase({ kind: 'pg', url: fresh.url });
  try {
    await runMigrations(database);
    const t0 = performance.now();
    const companyId = await seedBenchOrg(database);
    const [counts] = (
      await database.executeSql(
        `select (select count(*) from departments where company_id = $1)::int as d,
                (select count(*) from users where company_id = $1)::int as u`,
        [companyId],
      )
    ).rows as { d: number; u: number }[];
    console.error(
      `seeded ${counts!.d} departments and ${counts!.u} employees into ${fresh.name} in ${Math.round(performance.now() - t0)} ms`,
    );
    return { ...fresh, companyId };
  } finally {
    await database.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await seedOrgDatabase();
  console.log(url);
}
