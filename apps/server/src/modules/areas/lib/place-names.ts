/**
 * The names a work's place in free text may give (docs/decisions/0082): its parts between commas
 * and the like ("Anqing, Anhui, China"; "安徽，安庆"), lower-case, with a Chinese administrative
 * suffix and an English "city"/"province" both kept and taken off ("上海市浦东新区" gives 上海市,
 * 上海, 浦东新区, 浦东新; "Beijing City" gives "beijing city" and "beijing"), since the area lists
 * name places without them. At most 24 names, of 100 characters.
 */
const CHINESE = /\p{Script=Han}/u;
const CHINESE_PARTS = /[^省市区县]+(?:省|市|特别行政区|自治区|区|县)?/gu;
const CHINESE_SUFFIX = /(?:省|市|特别行政区|自治区|地区|区|县)$/u;
const ENGLISH_SUFFIX = /\s+(?:city|province|prefecture|municipality|state|shi|sheng)$/i;

export function placeNames(text: string): string[] {
  const names = new Set<string>();
  const add = (name: string) => {
    const trimmed = name.trim().toLowerCase();
    if (trimmed) names.add(trimmed.slice(0, 100));
  };
  for (const part of text.split(/[,，、;；/|()（）\n]+/)) {
    const whole = part.trim().replace(/\s+/g, ' ');
    if (!whole) continue;
    add(whole);
    add(whole.replace(ENGLISH_SUFFIX, ''));
    if (CHINESE.test(whole)) {
      for (const piece of whole.replace(/\s+/g, '').match(CHINESE_PARTS) ?? []) {
        add(piece);
        add(piece.replace(CHINESE_SUFFIX, ''));
      }
    }
  }
  return [...names].slice(0, 24);
}
