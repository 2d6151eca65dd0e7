import { describe, expect, it } from 'vitest';
import { actionFor, type FocusZone, zoneOf } from './keys';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const act = (key: string, zone: FocusZone = 'player', paused = true) => actionFor(press(key), zone, paused);

describe('actionFor', () => {
  it('should play and pause with Space and k, mute with m, go full screen with f', () => {
    expect(act(' ')).toEqual({ type: 'togglePlay' });
    expect(act('k')).toEqual({ type: 'togglePlay' });
    expect(act('K')).toEqual({ type: 'togglePlay' });
    expect(act('m')).toEqual({ type: 'toggleMute' });
    expect(act('f')).toEqual({ type: 'toggleFullscreen' });
  });

  it('should jump 10 s with j and l, 5 s with the arrows, to either end with Home and End', () => {
    expect(act('j')).toEqual({ type: 'seekBy', seconds: -10 });
    expect(act('l')).toEqual({ type: 'seekBy', seconds: 10 });
    expect(act('ArrowLeft')).toEqual({ type: 'seekBy', seconds: -5 });
    expect(act('ArrowRight')).toEqual({ type: 'seekBy', seconds: 5 });
    expect(act('Home')).toEqual({ type: 'seekTo', where: 'start' });
    expect(act('End')).toEqual({ type: 'seekTo', where: 'end' });
  });

  it('should step one frame with , and . only while paused', () => {
    expect(act(',')).toEqual({ type: 'stepFrame', frames: -1 });
    expect(act('.')).toEqual({ type: 'stepFrame', frames: 1 });
    expect(act('.', 'player', false)).toBeNull();
  });

  it('should leave keys with modifiers and unknown keys alone', () => {
    expect(actionFor(press('f', { ctrlKey: true }), 'player', true)).toBeNull();
    expect(actionFor(press('l', { metaKey: true }), 'player', true)).toBeNull();
    expect(actionFor(press('ArrowLeft', { altKey: true }), 'player', true)).toBeNull();
    expect(act('x')).toBeNull();
    expect(act('Tab')).toBeNull();
  });

  it('should not steal a menu’s keys, a slider’s arrows or a button’s Space', () => {
    expect(act('k', 'menu')).toBeNull();
    expect(act('ArrowRight', 'menu')).toBeNull();
    expect(act('ArrowRight', 'slider')).toBeNull();
    expect(act('End', 'slider')).toBeNull();
    expect(act('k', 'slider')).toEqual({ type: 'togglePlay' });
    expect(act(' ', 'button')).toBeNull();
    expect(act('Enter', 'button')).toBeNull();
    expect(act('l', 'button')).toEqual({ type: 'seekBy', seconds: 10 });
  });
});

describe('zoneOf', () => {
  const html = (markup: string) => {
    document.body.innerHTML = markup;
    return document.getElementById('t') as Element;
  };

  it('should tell menus, sliders, buttons and the player apart', () => {
    expect(zoneOf(html('<ul role="menu"><li role="menuitem"><span id="t">1×</span></li></ul>'))).toBe('menu');
    expect(zoneOf(html('<div role="slider" id="t"></div>'))).toBe('slider');
    expect(zoneOf(html('<div data-player-keys><div role="slider" id="t"></div></div>'))).toBe('player');
    expect(zoneOf(html('<button><span id="t">play</span></button>'))).toBe('button');
    expect(zoneOf(html('<div role="group" tabindex="0" id="t"></div>'))).toBe('player');
  });
});
