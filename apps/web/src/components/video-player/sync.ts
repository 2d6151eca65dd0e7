import { useEffect, useState } from 'react';

/**
 * Players that play, pause and seek together (comparing two versions of a work): what the viewer
 * does on one, the others follow. Each rule acts only where a member differs, so the events the
 * followers fire in turn change nothing and nothing echoes back and forth.
 */
export interface SyncGroup {
  /** Adds a `<video>` to the group; the returned function takes it out. */
  join(video: HTMLVideoElement): () => void;
}

/** Within this, two positions are the same moment (a frame at 24 fps is 0.042 s). */
const SAME_MOMENT_S = 0.1;
/** Playing, two players drift (one buffers); past this the followers are brought back. */
const DRIFT_S = 0.3;

export function createSyncGroup(): SyncGroup {
  const members = new Set<HTMLVideoElement>();
  /**
   * Where the group itself is seeking a member: its 'seeked' there is the group's echo, not the
   * viewer's move. Landing elsewhere (hls.js nudging over a gap) is a move the others follow.
   */
  const following = new WeakMap<HTMLVideoElement, number>();
  const others = (source: HTMLVideoElement) => [...members].filter((v) => v !== source);
  /** Whether `v` (a shorter video, say) has nothing to play at `at`. */
  const over = (v: HTMLVideoElement, at: number) => Number.isFinite(v.duration) && at >= v.duration;
  const seekTo = (v: HTMLVideoElement, at: number, within: number) => {
    if (Math.abs(v.currentTime - at) <= within) return;
    // A shorter video stops at its end: that is where it lands.
    following.set(v, Number.isFinite(v.duration) ? Math.min(at, v.duration) : at);
    v.currentTime = at;
  };
  const handlers = {
    play: (source: HTMLVideoElement) => {
      for (const v of others(source)) {
        if (!v.paused || over(v, source.currentTime)) continue;
        seekTo(v, source.currentTime, SAME_MOMENT_S);
        // A browser may refuse (no user gesture reached it); the viewer's own player still plays.
        v.play().catch(() => {});
      }
    },
    pause: (source: HTMLVideoElement) => {
      for (const v of others(source)) {
        if (!v.paused) v.pause();
        seekTo(v, source.currentTime, SAME_MOMENT_S);
      }
    },
    seeked: (source: HTMLVideoElement) => {
      const asked = following.get(source);
      following.delete(source);
      if (asked !== undefined && Math.abs(source.currentTime - asked) <= SAME_MOMENT_S) return;
      for (const v of others(source)) seekTo(v, source.currentTime, SAME_MOMENT_S);
    },
    timeupdate: (source: HTMLVideoElement) => {
      if (source.paused || source.seeking) return;
      // A follower that ended (shorter) or is still seeking is left alone.
      for (const v of others(source)) if (!v.paused && !v.seeking) seekTo(v, source.currentTime, DRIFT_S);
    },
  };
  return {
    join(video) {
      members.add(video);
      const listeners = Object.entries(handlers).map(([type, run]) => {
        const listener = () => run(video);
        video.addEventListener(type, listener);
        return () => video.removeEventListener(type, listener);
      });
      return () => {
        members.delete(video);
        for (const off of listeners) off();
      };
    },
  };
}

/** One group for a screen's lifetime: pass it as `sync` to each player that should follow the others. */
export function useSyncGroup(): SyncGroup {
  return useState(createSyncGroup)[0];
}

/** Puts the player's `<video>` in `group` while both exist. */
export function useSyncMember(video: HTMLVideoElement | null, group: SyncGroup | undefined) {
  useEffect(() => (video && group ? group.join(video) : undefined), [video, group]);
}
