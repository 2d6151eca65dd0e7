import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';

describe('texts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should say in the console when a key has no text, which fails an end-to-end test', async () => {
    const i18n = await initI18n();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('menu.myWorks')).toBe('My work');
    expect(errors).not.toHaveBeenCalled();
    i18n.t('works.noSuchText');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"works.noSuchText"'));
  });

  it('should keep quiet about a key given a default on purpose (an audit value of a kind it does not know)', async () => {
    const i18n = await initI18n();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('audit.values.somethingNew', { defaultValue: 'somethingNew' })).toBe('somethingNew');
    expect(errors).not.toHaveBeenCalled();
  });
});
