import * as React from 'react';
import { Button, Card, Dropdown, Field, FluentProvider, Input, Link, Option, Tab, TabList, Title1, webLightTheme } from '@fluentui/react-components';
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import dayjs from 'dayjs';
import { useFormik } from 'formik';
import { IntlProvider, useIntl } from 'react-intl';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import type { AnyObjectSchema } from 'yup';
import { MESSAGES } from './messages';

/**
 * The floor: a sign-in page of the portal's shape made of the design card's libraries and nothing
 * of ours (Fluent's provider, a card, a tab list, a language menu, two fields, a button; react-intl,
 * Redux for the session, the router, SWR, Formik with Yup, dayjs). What our /login weighs beyond
 * it is our own cost. The full floor loads everything at once; the lean floor defers what our
 * /login defers (the rules, the sign-up form, the social sign-in).
 */
export interface FloorParts {
  rules: () => Promise<AnyObjectSchema>;
  SignUp: React.ComponentType;
  Social: React.ComponentType;
}

const session = createSlice({
  name: 'session',
  initialState: { email: null as string | null, lang: 'en' },
  reducers: {
    signedIn: (state, action: PayloadAction<string>) => void (state.email = action.payload),
    language: (state, action: PayloadAction<string>) => void (state.lang = action.payload),
  },
});
const store = configureStore({ reducer: { session: session.reducer } });
type State = ReturnType<typeof store.getState>;

function SignInForm({ rules }: Pick<FloorParts, 'rules'>) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validate: async (values) => {
      try {
        await (await rules()).validate(values, { abortEarly: false });
        return {};
      } catch (error) {
        const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
        return Object.fromEntries(inner.map((e) => [e.path, e.message]));
      }
    },
    onSubmit: (values) => void dispatch(session.actions.signedIn(values.email)),
  });
  const error = (name: 'email' | 'password') => (form.touched[name] && form.errors[name] ? intl.formatMessage({ id: form.errors[name] }) : undefined);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Field label={intl.formatMessage({ id: 'email' })} validationMessage={error('email')}>
        <Input name="email" type="email" value={form.values.email} onChange={form.handleChange} onBlur={form.handleBlur} />
      </Field>
      <Field label={intl.formatMessage({ id: 'password' })} validationMessage={error('password')}>
        <Input name="password" type="password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} />
      </Field>
      <Button appearance="primary" type="submit">
        {intl.formatMessage({ id: 'submit' })}
      </Button>
      <Link href="/forgot-password">{intl.formatMessage({ id: 'forgot' })}</Link>
    </form>
  );
}

function LoginPage({ rules, SignUp, Social }: FloorParts) {
  const intl = useIntl();
  const [tab, setTab] = React.useState<'in' | 'up'>('in');
  const email = useSelector((s: State) => s.session.email);
  const { data: site } = useSWR('site', async () => ({ name: 'Writers’ Center', since: '2026-01-01' }));
  return (
    <main style={{ maxWidth: 420, margin: '48px auto' }}>
      <Card>
        <Title1 as="h1">{intl.formatMessage({ id: 'title' })}</Title1>
        {email && <p>{intl.formatMessage({ id: 'welcome' }, { name: email })}</p>}
        {site && <p>{intl.formatMessage({ id: 'signedInAt' }, { when: dayjs(site.since).format('D MMM YYYY') })}</p>}
        <Dropdown aria-label={intl.formatMessage({ id: 'language' })} defaultValue="English" defaultSelectedOptions={['en']}>
          <Option value="en">English</Option>
          <Option value="de">Deutsch</Option>
        </Dropdown>
        <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as 'in' | 'up')}>
          <Tab value="in">{intl.formatMessage({ id: 'signIn' })}</Tab>
          <Tab value="up">{intl.formatMessage({ id: 'signUp' })}</Tab>
        </TabList>
        <React.Suspense fallback={null}>
          {tab === 'in' ? <SignInForm rules={rules} /> : <SignUp />}
          <Social />
        </React.Suspense>
      </Card>
    </main>
  );
}

export function FloorApp(parts: FloorParts) {
  return (
    <Provider store={store}>
      <IntlProvider locale="en" messages={MESSAGES}>
        <FluentProvider theme={webLightTheme}>
          <SWRConfig value={{ revalidateOnFocus: false }}>
            <BrowserRouter>
              <Routes>
                <Route path="*" element={<LoginPage {...parts} />} />
              </Routes>
            </BrowserRouter>
          </SWRConfig>
        </FluentProvider>
      </IntlProvider>
    </Provider>
  );
}
