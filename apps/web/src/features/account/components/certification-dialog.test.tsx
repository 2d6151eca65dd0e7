import { CertificationStatus } from '@stringer/shared/statuses';
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
    await renderInApp(<CertificationDialog open onClose={() => {}} previous={null} />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('eve@example.com');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Eve Tester');
    expect(screen.getAllByText(/DOC, TXT or PDF/i)).toHaveLength(1);
  });

  it('should start a resubmission from what was sent, the resume included, not from sign-up', async () => {
    useSession.setState({ user: { mail: 'eve@example.com', realName: 'Eve Tester' } as never });
    const resume = {
      fileId: 'f_resume',
      kind: 'resume' as const,
      name: 'cv-2026.pdf',
      size: 2048,
      mime: 'application/pdf',
      state: 'ready' as const,
      refusedKey: null,
      refusedAtS: null,
      durationS: null,
      width: null,
      height: null,
      url: null,
      media: null,
    };
    const previous = {
      status: CertificationStatus.Failed,
      reason: 'The name does not match the resume',
      submittedAt: '2026-11-20T10:00:00.000Z',
      reviewedAt: '2026-11-21T10:00:00.000Z',
      email: 'eve.work@example.com',
      name: 'Eve Q. Tester',
      birthDate: '1990-05-17',
      resume,
      countryId: 1,
      provinceId: null,
      cityId: null,
    };
    const japan = { id: 1, name: 'Japan', nameZh: '日本' };
    await renderInApp(<CertificationDialog open onClose={() => {}} previous={previous} />, {
      data: [
        [['areas', 'countries'], { list: [japan] }],
        [['areas', 'provinces', 1], { list: [] }],
      ],
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('eve.work@example.com');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Eve Q. Tester');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-05-17');
    expect(screen.getByText('cv-2026.pdf')).toBeTruthy();
    expect(screen.getByText('Japan')).toBeTruthy();
  });
});
