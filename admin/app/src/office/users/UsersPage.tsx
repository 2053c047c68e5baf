// The people who use the back office (administrators only): invite someone (the one-time link to
// choose a password is shown to copy, and e-mailed when e-mail is set up), change a role, disable
// or enable an account (disabling ends its sessions at once), send a new password link, reset a lost
// second factor (after a confirmation; they set it up again at their next sign-in).
import { useEffect, useState, type FormEvent } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Role } from '../../../../../server/db/back-office.ts';
import { api, messageOf } from '../../shared/api.ts';
import { istDateTime } from '../../shared/format.ts';
import { bindField, Form, Notice, PageHeading, SelectField, TextField } from '../../shared/ui.tsx';
import { useAction } from '../../shared/useAction.ts';
import { Panel } from '../parts.tsx';
import { ROLE_NAMES, useSession } from '../session.tsx';
import { OneTimeLink } from './OneTimeLink.tsx';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: 'invited' | 'active' | 'disabled';
  totp: boolean;
  createdAt: number;
  lastSignInAt: number | null;
}
interface RoleChoice {
  role: Role;
  label: string;
}
interface LinkAnswer {
  link: string;
  mailed: boolean;
}

export function UsersPage() {
  const [users, setUsers] = useState<UserRow[] | null>(null);
  const [roles, setRoles] = useState<RoleChoice[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    api<{ users: UserRow[]; roles: RoleChoice[] }>('GET', '/admin/api/users').then(
      (answer) => {
        setUsers(answer.users);
        setRoles(answer.roles);
      },
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, []);
  const replace = (user: UserRow) => setUsers((list) => (list ?? []).map((u) => (u.id === user.id ? user : u)));

  return (
    <Stack gap="5">
      <PageHeading>Users</PageHeading>
      <Text color="fg.muted">The people who may sign in to the back office, and what their role lets them do.</Text>
      {failure ? <Notice notice={{ tone: 'error', text: failure }} /> : null}
      <Invite roles={roles} onInvited={(user) => setUsers((list) => [...(list ?? []), user])} />
      <Panel title="People" id="people">
        {users ? (
          <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
            {[...users]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((user) => (
                <Person key={user.id} user={user} roles={roles} onChange={replace} />
              ))}
          </Stack>
        ) : failure ? null : (
          <Text color="fg.muted">Loading…</Text>
        )}
      </Panel>
    </Stack>
  );
}

function Invite({ roles, onInvited }: { roles: RoleChoice[]; onInvited(user: UserRow): void }) {
  const [values, setValues] = useState({ email: '', name: '', role: 'sales' });
  const [sent, setSent] = useState<(LinkAnswer & { name: string }) | null>(null);
  const { errors, notice, busy, run } = useAction();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const field = bindField(values, set, errors);

  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    void run(event.currentTarget, async () => {
      const answer = await api<LinkAnswer & { user: UserRow }>('POST', '/admin/api/users', values);
      onInvited(answer.user);
      setSent({ ...answer, name: answer.user.name });
      setValues({ email: '', name: '', role: values.role });
      return { tone: 'success', text: `${answer.user.name} is invited as ${ROLE_NAMES[answer.user.role]}.` };
    });
  }

  return (
    <Panel title="Invite someone" id="invite">
      <Form display="flex" flexDirection="column" gap="4" onSubmit={invite} noValidate>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField id="invite-email" label="Email" type="email" autoComplete="off" {...field('email')} required />
          <TextField id="invite-name" label="Name" autoComplete="off" {...field('name')} required />
          <SelectField id="invite-role" label="Role" {...field('role')} required choices={roles.map((r) => ({ value: r.role, label: r.label }))} />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" aria-disabled={busy || undefined}>
          {busy ? 'Inviting…' : 'Invite'}
        </Button>
        <Notice notice={notice} />
        {sent ? <OneTimeLink id="invite-link" name={sent.name} link={sent.link} mailed={sent.mailed} /> : null}
      </Form>
    </Panel>
  );
}

const STATUS: Record<UserRow['status'], { label: string; colour: string }> = {
  invited: { label: 'Invited: no password yet', colour: 'orange' },
  active: { label: 'Active', colour: 'green' },
  disabled: { label: 'Disabled', colour: 'gray' },
};

function Person({ user, roles, onChange }: { user: UserRow; roles: RoleChoice[]; onChange(user: UserRow): void }) {
  const { session } = useSession();
  const self = user.id === session.user.id;
  const [role, setRole] = useState<string>(user.role);
  const [sent, setSent] = useState<LinkAnswer | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const { errors, notice, busy, run } = useAction();
  const headingId = `user-${user.id}`;

  const changeRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(event.currentTarget, async () => {
      if (role === user.role) return { tone: 'info', text: 'Choose another role first.' };
      const answer = await api<{ user: UserRow }>('PATCH', `/admin/api/users/${encodeURIComponent(user.id)}`, { role });
      onChange(answer.user);
      return { tone: 'success', text: `${user.name} is now ${ROLE_NAMES[answer.user.role]}. They sign in again to use the new role.` };
    });
  };
  const toggle = () =>
    run(null, async () => {
      const action = user.status === 'disabled' ? 'enable' : 'disable';
      const answer = await api<{ user: UserRow; message?: string }>('POST', `/admin/api/users/${encodeURIComponent(user.id)}/${action}`);
      onChange(answer.user);
      return { tone: 'success', text: answer.message ?? `${user.name} can sign in again.` };
    });
  const resetSecondFactor = () =>
    run(null, async () => {
      const answer = await api<{ user: UserRow; message: string }>('POST', `/admin/api/users/${encodeURIComponent(user.id)}/second-factor/reset`);
      setConfirmReset(false);
      onChange(answer.user);
      return { tone: 'success', text: answer.message };
    });
  const newLink = () =>
    run(null, async () => {
      setSent(await api<LinkAnswer>('POST', `/admin/api/users/${encodeURIComponent(user.id)}/password-link`));
      return null;
    });

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" p="4" aria-labelledby={headingId}>
      <Flex gap="2" align="center" wrap="wrap" mb="2">
        <Heading as="h3" size="md" id={headingId}>
          {user.name}
          {self ? ' (you)' : ''}
        </Heading>
        <Badge colorPalette={STATUS[user.status].colour} variant="subtle">
          {STATUS[user.status].label}
        </Badge>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mb="4">
        <Text as="dt" color="fg.muted">
          Email
        </Text>
        <Box as="dd" m="0" overflowWrap="anywhere">
          {user.email}
        </Box>
        <Text as="dt" color="fg.muted">
          Role
        </Text>
        <Box as="dd" m="0">
          {ROLE_NAMES[user.role]}
        </Box>
        <Text as="dt" color="fg.muted">
          Second factor
        </Text>
        <Box as="dd" m="0">
          {user.totp ? 'On' : 'Off'}
        </Box>
        <Text as="dt" color="fg.muted">
          Last sign-in
        </Text>
        <Box as="dd" m="0">
          {user.lastSignInAt ? istDateTime(user.lastSignInAt) : 'Never'}
        </Box>
      </Box>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Form display="flex" gap="2" alignItems="flex-end" onSubmit={changeRole} flexWrap="wrap">
          <Box minW="14rem">
            <SelectField
              id={`role-${user.id}`}
              label={`Role of ${user.name}`}
              name="role"
              value={role}
              onChange={(e) => setRole(e.target.value)}
              error={errors.role}
              choices={roles.map((r) => ({ value: r.role, label: ROLE_NAMES[r.role] }))}
            />
          </Box>
          <Button type="submit" variant="outline" aria-disabled={busy || undefined}>
            Change role
          </Button>
        </Form>
        {self ? null : (
          <Button variant="outline" colorPalette={user.status === 'disabled' ? 'brand' : 'red'} onClick={toggle} aria-disabled={busy || undefined}>
            {user.status === 'disabled' ? 'Enable' : 'Disable'}
            <Box as="span" srOnly>
              {' '}
              {user.name}
            </Box>
          </Button>
        )}
        {user.status === 'disabled' ? null : (
          <Button variant="outline" onClick={newLink} aria-disabled={busy || undefined}>
            Send a new password link
            <Box as="span" srOnly>
              {' '}
              to {user.name}
            </Box>
          </Button>
        )}
        {user.totp && !self && !confirmReset ? (
          <Button variant="outline" onClick={() => setConfirmReset(true)} aria-disabled={busy || undefined}>
            Reset second factor
            <Box as="span" srOnly>
              {' '}
              of {user.name}
            </Box>
          </Button>
        ) : null}
      </Flex>
      {confirmReset ? (
        <Box role="group" aria-labelledby={`reset-${user.id}`} mt="3" p="3" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.muted">
          <Text id={`reset-${user.id}`} mb="3">
            Reset {user.name}’s second factor? Do this only when you know it is them (they lost their phone and their recovery codes). Their codes stop working, they are signed out
            everywhere, and they set it up again at their next sign-in.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="red" onClick={resetSecondFactor} aria-disabled={busy || undefined}>
              Yes, reset it
            </Button>
            <Button variant="ghost" onClick={() => setConfirmReset(false)}>
              Keep it
            </Button>
          </Flex>
        </Box>
      ) : null}
      <Notice notice={notice} mt={notice ? '3' : '0'} />
      {sent ? <OneTimeLink id={`link-${user.id}`} name={user.name} link={sent.link} mailed={sent.mailed} mt="3" /> : null}
    </Box>
  );
}
