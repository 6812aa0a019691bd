import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, startPortal } from './start-portal';
const { base, stop } = await startPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: any[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as any[])));
    const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8', transferMode: 'ReportEvents' });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live', undefined, { timeout: 60000 });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end'); await complete; await context.close();
    const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base));
    const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
    const t0 = tasks[0].ts;
    let total = 0;
    console.log(`--- run ${run}`);
    for (const task of tasks) {
      const cpu = (task.tdur ?? task.dur) / 1000; total += cpu;
      if (cpu < 5) continue;
      const inner = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && (e.dur ?? 0) > task.dur / 5)
        .map((e) => `${e.name}${e.args?.data?.url ? '(' + String(e.args.data.url).split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${((e.tdur ?? e.dur) / 1000).toFixed(1)}`).slice(0, 6).join(' ');
      console.log(`${((task.ts - t0) / 1000).toFixed(0).padStart(5)}ms cpu ${cpu.toFixed(1).padStart(5)} wall ${(task.dur / 1000).toFixed(1).padStart(5)}  ${inner}`);
    }
    console.log('total cpu', total.toFixed(0));
  }
} finally { await browser.close(); stop(); }
