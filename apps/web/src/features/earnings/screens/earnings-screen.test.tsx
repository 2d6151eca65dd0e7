import type { EarningsPage, EarningsSummary } from '@stringer/shared/schemas/earnings';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../../lib/http';
import { renderInApp } from '../../../test/render';
import { EarningsChart } from '../components/earnings-chart';
import { PayoutDetailsDialog } from '../components/payout-details-dialog';
import EarningsScreen from './earnings-screen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const at = '2026-11-20T08:00:00.000Z';
const month = (m: string, paid: number, waiting: number, expected: number) => ({ month: m, paid, waiting, expected });
const summary: EarningsSummary = {
  currency: 'USD',
  totals: { earned: 4750, issued: 3750, paid: 2500, waiting: 1250, expected: 1000 },
  months: [month('2026-10', 2500, 0, 0), month('2026-11', 0, 1250, 1000)],
  sources: [
    {
      kind: 'task',
      item: { id: 3, title: 'Morning markets', titleZh: '早市' },
      works: 2,
      paid: 2500,
      waiting: 1250,
      expected: 0,
    },
  ],
};
const page: EarningsPage = {
  list: [
    {
      worksId: 41,
      title: 'Market at dawn',
      activity: null,
      task: { id: 3, title: 'Morning markets', titleZh: '早市' },
      state: 'waiting',
      amount: 1250,
      currency: 'USD',
      points: 80,
      score: null,
      reviewTime: at,
      issuedTime: at,
      paidTime: null,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};
const masked = {
  details: { method: 'bank', country: 'DE', masked: '•••• 3000', updatedAt: at },
};
const data: [readonly unknown[], unknown][] = [
  [['earnings', 'summary'], summary],
  [['earnings', 'page', 1, 10], page],
  [['earnings', 'payout-details'], masked],
];

describe('the Earnings page', () => {
  it('should show the totals, each work linked to its page, and the payout details masked', async () => {
    await renderInApp(<EarningsScreen />, { data });
    const figure = (name: string) => screen.getByTestId(`earnings-${name}`).textContent;
    expect(['earned', 'issued', 'paid', 'waiting'].map(figure)).toEqual(['$47.50', '$37.50', '$25.00', '$12.50']);
    expect(screen.getByText('Market at dawn').closest('a')?.getAttribute('href')).toBe('/home/worksdetail?id=41');
    expect(screen.getByTestId('earning-amount').textContent).toBe('$12.50');
    const details = screen.getByTestId('payout-masked');
    expect(within(details).getByText('•••• 3000')).toBeTruthy();
    expect(within(details).getByText('Bank account')).toBeTruthy();
    expect(within(details).getByText('Germany')).toBeTruthy();
    expect(screen.getByTestId('payout-change').textContent).toMatch(/Change/);
  });

  it('should say the same in Chinese, with the currency as Chinese readers write it', async () => {
    await renderInApp(<EarningsScreen />, { data, language: 'zh' });
    expect(screen.getByTestId('earnings-earned').textContent).toBe('US$47.50');
    expect(screen.getByTestId('earnings-waiting').textContent).toBe('US$12.50');
    const details = screen.getByTestId('payout-masked');
    expect(within(details).getByText('•••• 3000')).toBeTruthy();
    expect(within(details).getByText('德国')).toBeTruthy();
    expect(screen.getAllByText('早市').length).toBeGreaterThan(0);
  });

  it('should invite a creator with no payout details to add them', async () => {
    await renderInApp(<EarningsScreen />, {
      data: [...data.slice(0, 2), [['earnings', 'payout-details'], { details: null }]],
    });
    expect(screen.queryByTestId('payout-masked')).toBeNull();
    expect(screen.getByText(/No payout details yet/)).toBeTruthy();
  });
});

describe('the month chart', () => {
  const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

  it('should stack each month’s paid, waiting and expected, and say them on hover', async () => {
    await renderInApp(<EarningsChart months={summary.months} money={money} />);
    const november = screen.getByTestId('earnings-bar-2026-11');
    expect(november.querySelectorAll('rect')).toHaveLength(2);
    expect(november.querySelector('title')?.textContent).toBe('Nov: paid $0.00, waiting $12.50, expected $10.00');
    expect(screen.getByTestId('earnings-bar-2026-10').querySelectorAll('rect')).toHaveLength(1);
    expect(screen.queryByTestId('earnings-chart-empty')).toBeNull();
  });

  it('should say there is nothing yet instead of drawing empty bars, in both languages', async () => {
    const empty = [month('2026-10', 0, 0, 0), month('2026-11', 0, 0, 0)];
    await renderInApp(<EarningsChart months={empty} money={money} />);
    expect(screen.getByTestId('earnings-chart-empty').textContent).toBe('Nothing earned yet');
    expect(screen.queryByTestId('earnings-bar-2026-11')).toBeNull();
    cleanup();
    await renderInApp(<EarningsChart months={empty} money={money} />, { language: 'zh' });
    expect(screen.getByTestId('earnings-chart-empty').textContent).not.toBe('Nothing earned yet');
  });
});

describe('changing the payout details', () => {
  it('should keep everything typed when the password is refused, and show why at the password', async () => {
    const put = vi.spyOn(http, 'put').mockRejectedValue(
      new ApiError({
        code: 400,
        msgKey: 'errors.currentPasswordWrong',
        errors: [{ field: 'password', msgKey: 'errors.currentPasswordWrong' }],
      }),
    );
    await renderInApp(<PayoutDetailsDialog open title="Add payout details" onClose={() => {}} />);
    fireEvent.click(screen.getByText('PayPal'));
    const country = screen.getByRole('combobox');
    fireEvent.mouseDown(country);
    fireEvent.change(country, { target: { value: 'Germany' } });
    fireEvent.click(await screen.findByText('Germany (DE)'));
    fireEvent.change(await screen.findByLabelText('PayPal email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(put).toHaveBeenCalledOnce());
    expect(put).toHaveBeenCalledWith('/web/payout-details', {
      details: { method: 'paypal', country: 'DE', email: 'ann@example.com' },
      password: 'Wrong1234',
    });
    expect(await screen.findByText('The current password is not right')).toBeTruthy();
    expect((screen.getByLabelText('PayPal email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Wrong1234');
    expect(screen.getByRole('combobox').closest('.ant-select')?.textContent).toContain('Germany (DE)');
  });
});
