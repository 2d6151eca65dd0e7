import type { AcceptInvitationBody } from '@stringer/shared/schemas/staff';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const acceptInvitation = (body: AcceptInvitationBody) => http.post('/api/staff/invitation/accept', body);

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation, meta: { handlesErrors: true } });
}
