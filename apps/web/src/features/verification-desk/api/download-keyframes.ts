import { http } from '../../../lib/http';

/** A work's video's distinct keyframes as a zip of JPEGs, for a reverse image search elsewhere. */
export const downloadKeyframes = (worksId: number, fileId: string) =>
  http.download(`/manager/works/${worksId}/files/${encodeURIComponent(fileId)}/keyframes.zip`);
