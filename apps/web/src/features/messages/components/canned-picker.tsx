import type { CannedReply } from '@stringer/shared/schemas/canned-replies';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The word being typed after a `/` at the start of the composer, or null when not picking. */
export const slashQuery = (text: string) => /^\/([^\s/]*)$/u.exec(text)?.[1] ?? null;

/** The replies a `/word` matches by shortcut (then by text), the creator's language first. */
export function matchReplies(replies: CannedReply[], query: string, language: 'en' | 'zh') {
  const q = query.toLowerCase();
  const hits = replies.filter((r) => r.shortcut.toLowerCase().startsWith(q) || r.text.toLowerCase().includes(q));
  return hits.sort((a, b) => Number(b.language === language) - Number(a.language === language)).slice(0, 8);
}

interface Props {
  id: string;
  options: CannedReply[];
  active: number;
  onPick(reply: CannedReply): void;
}

/** The list under the composer while a `/shortcut` is typed; the textarea keeps focus (its arrows move here). */
export function CannedPicker({ id, options, active, onPick }: Props) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <div id={id} role="listbox" aria-label={t('inbox.cannedReplies')} className="canned-picker">
      {options.map((r, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach it through the textarea (aria-activedescendant).
        <div
          key={r.id}
          tabIndex={-1}
          id={`${id}-${r.id}`}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'canned-option canned-option-active' : 'canned-option'}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(r)}
        >
          <span>
            <strong>/{r.shortcut}</strong> <Tag>{r.language === 'zh' ? '中文' : 'EN'}</Tag>
          </span>
          <span className="canned-option-text">{r.text}</span>
        </div>
      ))}
    </div>
  );
}
