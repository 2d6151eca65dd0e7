import {
  CHECKLIST_ITEMS,
  type Checklist,
  type ChecklistItem,
  type Custody,
  type CustodyKind,
} from '@stringer/shared/schemas/verification-checklist';

interface Change {
  item: string;
  ticked: boolean;
  at: Date;
  staffId: number;
  staffName: string;
}

const isItem = (item: string): item is ChecklistItem => (CHECKLIST_ITEMS as readonly string[]).includes(item);

/**
 * The checklist in its items' order (an item never touched is unticked, by no one), and at the
 * pass: the items not ticked then. Verified means passed with none unticked (docs/decisions/0082).
 */
export function presentChecklist(current: Change[], pass: { at: Date; changes: Change[] } | null): Checklist {
  const now = new Map(current.filter((c) => isItem(c.item)).map((c) => [c.item, c]));
  const then = new Map(pass?.changes.map((c) => [c.item, c.ticked]));
  const unticked = CHECKLIST_ITEMS.filter((item) => !then.get(item));
  return {
    items: CHECKLIST_ITEMS.map((item) => {
      const c = now.get(item);
      return {
        item,
        ticked: c?.ticked ?? false,
        by: c ? { id: c.staffId, name: c.staffName } : null,
        at: c ? c.at.toISOString() : null,
      };
    }),
    atPass: pass ? { at: pass.at.toISOString(), unticked } : null,
    verifiedAt: pass && unticked.length === 0 ? pass.at.toISOString() : null,
  };
}

export function presentCustody(
  originals: Custody['originals'],
  downloads: { fileId: string; fileName: string; kind: CustodyKind; staffId: number; staffName: string; at: Date }[],
): Custody {
  return {
    originals,
    downloads: downloads.map((d) => ({
      fileId: d.fileId,
      fileName: d.fileName,
      kind: d.kind,
      by: { id: d.staffId, name: d.staffName },
      at: d.at.toISOString(),
    })),
  };
}
