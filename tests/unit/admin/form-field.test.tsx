// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { TextField } from '@/components/data/FormField';
import { placeServerErrors, useServerFormErrors } from '@/components/data/use-server-form-errors';

/** An axios error as the API answers it: `{ message, errors? }` with a status. */
function apiError(status: number, body: { message: string; errors?: Record<string, string[]> }) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data: body, headers: {}, config } as AxiosResponse;
  return new AxiosError(body.message, 'ERR_BAD_REQUEST', config, null, response);
}

interface Values {
  user_code: string;
  email: string;
}

let fail: (error: unknown) => void = () => undefined;
const reload = vi.fn();

function UserForm() {
  const form = useForm<Values>({ defaultValues: { user_code: 'kurir01', email: 'taken@kurir.example' } });
  const errors = useServerFormErrors(form.setError, ['user_code', 'email']);
  fail = errors.onError;
  return (
    <FormProvider {...form}>
      <form>
        <FormErrorBanner error={errors.banner} onReload={reload} />
        <TextField<Values> name="user_code" label="User code" />
        <TextField<Values> name="email" label="E-mail" type="email" hint="Used for sign-in by e-mail" />
      </form>
    </FormProvider>
  );
}

describe('form fields with server errors', () => {
  beforeEach(() => reload.mockClear());

  it("shows a 400's field errors under their fields, tied to the input for assistive technology", async () => {
    render(<UserForm />);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveAccessibleDescription('Used for sign-in by e-mail');

    act(() =>
      fail(apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { email: ['Enter a valid e-mail address'] } })),
    );

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('User code')).toHaveAttribute('aria-invalid', 'false');
    // Placed inline, so no banner.
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(email).toHaveFocus();
  });

  it('a duplicate (409 naming a field) goes to the field and the banner, without a reload', async () => {
    render(<UserForm />);
    act(() =>
      fail(apiError(409, { message: 'A user with this user code already exists', errors: { user_code: ['Already used'] } })),
    );
    await waitFor(() => expect(screen.getByLabelText('User code')).toHaveAccessibleDescription('Already used'));
    expect(screen.getByTestId('form-error')).toHaveTextContent('A user with this user code already exists');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('a stale version (409 without fields) shows the message and offers a reload', async () => {
    render(<UserForm />);
    act(() => fail(apiError(409, { message: 'This user was changed by someone else since you opened it. Reload and try again.' })));
    const banner = await screen.findByTestId('form-error');
    expect(banner).toHaveTextContent('changed by someone else');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('errors on fields the form does not have are not lost: they go to the banner', () => {
    const setError = vi.fn();
    const banner = placeServerErrors(
      apiError(400, { message: 'Invalid body', errors: { 'email': ['Bad'], 'permissions.3': ['Not a screen'] } }),
      setError,
      ['email'],
    );
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Bad' }, { shouldFocus: true });
    expect(banner).toEqual({ message: 'Invalid body permissions.3: Not a screen' });
  });

  it('nested paths land on their field; other failures are left to the toast', () => {
    const setError = vi.fn();
    expect(
      placeServerErrors(apiError(400, { message: 'Invalid', errors: { 'permissions.3': ['Not a screen'] } }), setError, ['permissions']),
    ).toBeNull();
    expect(setError).toHaveBeenCalledWith('permissions', { type: 'server', message: 'Not a screen' }, { shouldFocus: true });
    expect(placeServerErrors(apiError(500, { message: 'Internal server error' }), setError, ['permissions'])).toBeNull();
    expect(placeServerErrors(new Error('Network Error'), setError, ['permissions'])).toBeNull();
  });
});
