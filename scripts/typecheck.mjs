// Type-checks every project, two at a time (CI machines have two cores; one tsc barely uses one).
import { spawn } from 'node:child_process';

const projects = ['apps/web', 'apps/server', 'packages/engines', 'packages/contract', 'e2e', 'bench'];
const lanes = Number(process.env.TYPECHECK_LANES ?? 2);
let failed = false;

async function lane() {
  for (let project = projects.shift(); project; project = projects.shift()) {
    const code = await new Promise((resolve) => {
      spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' }).on('close', resolve);
    });
    if (code !== 0) {
      console.error(`tsc -p ${project} failed`);
      failed = true;
    }
  }
}

await Promise.all(Array.from({ length: lanes }, lane));
process.exit(failed ? 1 : 0);
