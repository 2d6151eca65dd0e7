import { type ReadAt, topLevelBoxes } from '../media/bmff';

/** The user type of the `uuid` box that holds a C2PA manifest store in an ISO BMFF file (MP4, MOV). */
const C2PA_UUID = Buffer.from('d8fec3d61b0e483c92975828877ec481', 'hex');

/**
 * Whether an MP4 or MOV carries an embedded C2PA manifest store: a top-level `uuid` box of C2PA's
 * type. Only box headers are read (one read of 32 bytes per top-level box, on S3 a ranged GET),
 * so every video can be asked, and only the few that carry credentials pay for reading them whole.
 */
export async function hasManifestBox(size: number, readAt: ReadAt): Promise<boolean> {
  const boxes = (await topLevelBoxes(size, readAt)) ?? [];
  return boxes.some(
    (box) => box.type === 'uuid' && box.head.subarray(box.headerSize, box.headerSize + 16).equals(C2PA_UUID),
  );
}
