import type { CreateCustomBody } from '@stringer/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { login } from './login';

export const createCustom = (body: CreateCustomBody) => http.post('/web/custom/create', body);

/** Creates the account, then signs in with it: nobody wants to type the password twice. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: CreateCustomBody) => {
      await createCustom(body);
      return login({ email: body.mail, password: body.password });
    },
    meta: { handlesErrors: true },
    onSuccess: (result) => useSession.getState().signIn(result),
  });
}
