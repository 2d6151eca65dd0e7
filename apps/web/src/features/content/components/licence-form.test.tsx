import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { LicenceForm } from './licence-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Fills the form as a newsroom would and presses Send. */
function sendFilledForm() {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Your name', 'Ada Reporter');
  fill('Organisation', 'Harbour News');
  fill('Email', 'ada@harbour.example');
  fill('Intended use', 'Evening bulletin, one broadcast.');
  fireEvent.click(screen.getByTestId('licence-send'));
}

describe('LicenceForm', () => {
  it('should send the token it was first shown with, not the one a live refetch of the page brings', async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'ok', data: null })));
    let refetch = (_: string) => {};
    function Page() {
      const [token, setToken] = useState('token-of-first-fetch');
      refetch = setToken;
      return <LicenceForm worksId={7} formToken={token} />;
    }
    await renderInApp(<Page />);
    act(() => refetch('token-of-later-fetch'));
    sendFilledForm();
    await waitFor(() => expect(sent).toHaveBeenCalled());
    const body = JSON.parse(String(sent.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ worksId: 7, formToken: 'token-of-first-fetch' });
  });

  it("should show the server's refusal of a form already sent: reload the page", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 409, msg: 'used', msgKey: 'errors.licenceFormUsed' }), { status: 409 }),
    );
    await renderInApp(<LicenceForm worksId={7} formToken="token-already-used" />);
    sendFilledForm();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This form has been sent already: reload the page to send another request',
    );
  });
});
