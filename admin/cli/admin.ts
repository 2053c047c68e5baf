// Back-office accounts from the command line (the same store the server uses: SQLite in DATA_DIR, or
// PostgreSQL when DATABASE_URL is set). There are no default accounts: the first administrator is
// made here.
//
//   npm run admin -- add-user --email E --name N --role sales|editor|publisher|admin
//   npm run admin -- list-users
//   npm run admin -- disable-user --email E
//   npm run admin -- reset-password --email E
//
// add-user and reset-password print one line: the one-time link to choose a password
// (PUBLIC_URL/admin/set-password?token=…, valid 24 hours, used once). Give it to the person privately.
import { parseArgs } from 'node:util';
import { loadConfigOr, type ServerConfig } from '../../server/config.ts';
import { backOfficeFor, openStore } from '../../server/db/open-store.ts';
import { DuplicateEmailError, ROLES, type BackOfficeStore, type Role } from '../../server/db/back-office.ts';
import { StoreStartError, StoreUnavailableError, type LeadStore } from '../../server/db/store.ts';
import { escapeForTerminal } from '../../engine/text-rules.ts';
import { issuePasswordLink } from '../server/password-links.ts';
import { Reader, InputError } from '../server/input.ts';

const USAGE = `Usage:
  npm run admin -- add-user --email E --name N --role ROLE   create an account; prints its one-time link to choose a password
  npm run admin -- list-users                                  every account: e-mail, name, role, status, second factor, last sign-in
  npm run admin -- disable-user --email E                      the person can no longer sign in; their sessions end at once
  npm run admin -- reset-password --email E                    prints a new one-time link to choose a password

ROLE: ${ROLES.join(', ')} (sales: leads only; editor: edits drafts; publisher: editor + publish; admin: everything + users).
Links start with PUBLIC_URL (now the default http://localhost:PORT unless set); they work once, for 24 hours.`;

const COMMANDS = ['add-user', 'list-users', 'disable-user', 'reset-password'] as const;
const CLI = { id: null, name: 'command line' };

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

async function main() {
  let parsed: ReturnType<
    typeof parseArgs<{ allowPositionals: true; options: { email: { type: 'string' }; name: { type: 'string' }; role: { type: 'string' }; help: { type: 'boolean'; short: 'h' } } }>
  >;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const command = positionals[0] as (typeof COMMANDS)[number] | undefined;
  if (values.help || !command) return console.log(USAGE);
  if (!COMMANDS.includes(command)) fail(`Unknown command "${command}".`);

  const input = new Reader(values);
  const email = command === 'list-users' ? undefined : input.email('email', '--email');
  const name = command === 'add-user' ? input.text('name', '--name', { required: true, max: 100 }) : undefined;
  const role = command === 'add-user' ? input.oneOf('role', '--role', ROLES, { required: true }) : undefined;
  try {
    input.done();
  } catch (error) {
    if (error instanceof InputError) fail(Object.values(error.fields).join('\n'));
    throw error;
  }

  const config = loadConfigOr(fail);
  let store: LeadStore;
  try {
    store = await openStore(config, { outbox: false });
  } catch (error) {
    if (error instanceof StoreStartError) fail(error.message);
    throw error;
  }
  const office = await backOfficeFor(store);
  try {
    await run(office, config, command, email, name, role);
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      console.error(`The store cannot be written: ${error.message}.`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await store.close();
  }
}

async function run(office: BackOfficeStore, config: ServerConfig, command: (typeof COMMANDS)[number], email?: string, name?: string, role?: Role) {
  const now = Date.now();
  const audit = (action: string, target: string, detail: Record<string, unknown> | null = null) =>
    office.appendAudit({ at: now, actorId: CLI.id, actor: CLI.name, action, target, detail, ip: null });

  if (command === 'list-users') {
    const users = await office.listUsers();
    if (users.length === 0) return console.log('No accounts yet. Make the first administrator with: npm run admin -- add-user --email E --name N --role admin');
    for (const u of users) {
      const seen = u.lastSignInAt ? `last sign-in ${new Date(u.lastSignInAt).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never signed in';
      console.log(escapeForTerminal(`${u.email}  ${u.name}  ${u.role}  ${u.status}  ${u.totpSecret ? 'second factor on' : 'second factor off'}  ${seen}`));
    }
    return;
  }
  if (command === 'add-user') {
    try {
      const user = await office.createUser({ email: email!, name: name!, role: role! }, now);
      await audit('user.invited', user.email, { role: user.role });
      console.log(await issuePasswordLink(office, user, 'invite', config.publicUrl, now));
    } catch (error) {
      if (error instanceof DuplicateEmailError) fail(`${error.message} Use reset-password to send that person a new link.`);
      throw error;
    }
    return;
  }
  const user = await office.userByEmail(email!);
  if (!user) fail(`No account uses ${email}. See them all with: npm run admin -- list-users`);
  if (command === 'disable-user') {
    await office.updateUser(user.id, { status: 'disabled' }, now);
    const ended = await office.deleteUserSessions(user.id);
    await audit('user.disabled', user.email, { sessionsEnded: ended });
    console.log(`${user.email} can no longer sign in (${ended} session${ended === 1 ? '' : 's'} ended).`);
    return;
  }
  if (user.status === 'disabled') fail(`${user.email} is disabled. An administrator can enable the account in the back office (Users) first.`);
  await audit('user.password-link', user.email, { purpose: user.passwordHash ? 'reset' : 'invite' });
  console.log(await issuePasswordLink(office, user, user.passwordHash ? 'reset' : 'invite', config.publicUrl, now));
}

await main();
