import { DownloadOutlined } from '@ant-design/icons';
import { NOTE_EXPORT_FORMATS, type NoteExportFormat } from '@stringer/shared/schemas/notes';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

/** One video's notes for an editing suite: CSV, an EDL for Resolve, FCPXML for Final Cut, FCP 7 XML for Premiere. */
export function ExportMenu({
  onExport,
  which,
  testId = 'notes-export',
}: {
  onExport(format: NoteExportFormat): void;
  /** Which video, where a version has several: "#2". */
  which?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: NOTE_EXPORT_FORMATS.map((f) => ({ key: f, label: t(`notes.formats.${f}`) })),
        onClick: ({ key }) => onExport(key as NoteExportFormat),
      }}
    >
      <Button size="small" icon={<DownloadOutlined />} data-testid={testId}>
        {which ? `${t('notes.export')} ${which}` : t('notes.export')}
      </Button>
    </Dropdown>
  );
}
