// Prints the current sign-in code of a demo staff account (README "Demo accounts"):
//   npm run staff-code -- support@staff.demo.test
// It reads the demo accounts' fixed secrets, never the database, and knows no other account.
import { generate } from 'otplib';
import { DEMO_STAFF } from '../apps/server/src/db/seed/demo-staff.ts';

const email = (process.argv[2] ?? '').trim().toLowerCase();
const member = DEMO_STAFF.find((m) => m.email === email);
if (!member) {
  console.error(
    `Not a demo staff account: "${email}". Demo accounts:\n${DEMO_STAFF.map((m) => `  ${m.email}`).join('\n')}`,
  );
  process.exit(1);
}
// The portal also takes the code of the step after its own (for a phone whose clock runs ahead),
// so a member who has just used the current code can sign in again with the next without waiting.
const epoch = Math.floor(Date.now() / 1000);
const code = await generate({ secret: member.totpSecret, epoch });
const next = await generate({ secret: member.totpSecret, epoch: epoch + 30 });
console.log(
  `${code}  (valid for ${30 - (epoch % 30)} more seconds, each code signs in once; the next: ${next})`,
);
