import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { renderInApp } from '../../../test/render';
import { CertificationDialog } from './certification-dialog';

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

describe('CertificationDialog', () => {
  it('should start from the email and name the creator gave, and say the resume types once', async () => {
    useSession.setState({ user: { mail: 'eve@example.com', realName: 'Eve Tester' } as never });
    await renderInApp(<CertificationDialog open onClose={() => {}} />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('eve@example.com');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Eve Tester');
    expect(screen.getAllByText(/DOC, TXT or PDF/i)).toHaveLength(1);
  });
});
