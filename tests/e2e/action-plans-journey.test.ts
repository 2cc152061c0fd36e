import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PILLAR_IDS } from '../../domain/metrics.js';
import { withTenant } from '../../server/db/tenant.js';
import type { GeneratedCompany } from '../../seeds/synthetic/index.js';
import { browserCompany, E2E_PASSWORD, screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { callerFor, testDeps } from '../setup/test-context.js';
import { sessionFor } from '../integration/auth/helpers.js';

// Issue 15's manager journey: from the lowest pillar of a group they lead, a manager starts an
// action plan from a template, ticks a task, reads the group's score now beside the plan, and, once
// months have passed (the plan's start moved back, as time would), reads its effect against
// comparable groups — the same estimate the server gives.

describe('a manager acts on a low pillar and sees whether it worked', () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;
  let group: { id: string; name: string };

  beforeAll(async () => {
    company = await browserCompany({
      name: 'Plan Journey Co',
      employees: 80,
      groups: 6,
      levels: 2,
      cycles: 16,
      intervalDays: 7,
      participation: [0.8, 0.95],
      seed: 'plan-journey-e2e',
      emailDomain: 'plan-journey.clima.test',
    });
    const { db } = await testDeps();
    group = await withTenant(db, company.companyId, async (tx) => {
      // The manager leads every top group, so that the groups a plan is compared with are theirs to read.
      const tops = await tx.selectFrom('groups').select('id').where('parent_id', 'is', null).execute();
      await tx
        .insertInto('group_managers')
        .values(tops.map((g) => ({ company_id: company.companyId, group_id: g.id, user_id: company.managerId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await tx
        .updateTable('users')
        .set({ language: 'en-US', secret_question_id: 'first-pet', secret_answer_hash: 'x', terms_accepted_at: new Date() })
        .where('id', '=', company.managerId)
        .execute();
      // The plan's group: a group without subgroups, the one with the most people.
      const { rows } = await sql<{ id: string; name: string }>`
        select g.id, g.name from groups g
        where not exists (select from groups c where c.parent_id = g.id)
        order by (select count(*) from group_members m where m.group_id = g.id) desc, g.id limit 1`.execute(tx);
      return rows[0]!;
    });
  });

  it('plans from the lowest pillar’s detail, ticks a task, reads the score now and then the effect', async () => {
    const { caller } = await callerFor({ token: await sessionFor({ company_id: company.companyId, id: company.managerId }) });
    const report = (await caller.reports.report({ groupId: group.id }))!;
    const low = report.metrics.filter((m) => (PILLAR_IDS as readonly string[]).includes(m.metric_id) && m.score !== null).sort((a, b) => a.score! - b.score!)[0]!;

    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'action-plans-manager-journey');
    await submitSignIn(page, `${e2e.baseUrl}/login`, company.managerEmail, E2E_PASSWORD);
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${e2e.baseUrl}/reports/${group.id}/metric/${low.metric_id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Create an action plan' }).click();
    const form = page.getByRole('dialog', { name: 'New action plan' });
    await form.waitFor();
    expect(await form.getByLabel('Pillar').inputValue()).toBe(low.metric_id);
    await form
      .getByRole('button', { name: /^Group/ })
      .getByText(group.name)
      .waitFor();
    await form.getByRole('button', { name: 'Start from a template' }).click();
    const use = form.getByRole('button', { name: /^Use template: / }).first();
    const title = (await use.getAttribute('aria-label'))!.replace('Use template: ', '');
    await use.click();
    await form.getByRole('button', { name: 'Create plan' }).click();
    await form.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: title });
    await card.getByText('In progress').waitFor();
    // The group's score now, as the report gives it, beside the one the plan started from.
    const { actionPlans } = await caller.actionPlans.list({});
    const plan = actionPlans.find((p) => p.title === title)!;
    expect(plan).toMatchObject({ groupId: group.id, metric: low.metric_id, initialScore: low.score, currentScore: low.score });
    expect(await card.locator('.ap-score .score__value').allTextContents()).toEqual([low.score!.toFixed(1), low.score!.toFixed(1)]);
    await card.getByText(/The effect shows once the first month after the start/).waitFor();

    const boxes = card.getByRole('checkbox');
    const total = await boxes.count();
    await boxes.first().check();
    await card.getByText(`Tasks · 1 of ${total} done`).waitFor();
    // The count follows the click at once; the server's copy a moment later.
    await expect.poll(async () => (await caller.actionPlans.get({ id: plan._id })).tasks[0]!.done).toBe(true);

    // Months later: the plan started ten weeks ago (moved back, as time would move it).
    const { db } = await testDeps();
    await withTenant(db, company.companyId, (tx) =>
      tx
        .updateTable('action_plans')
        .set({ started_on: sql`current_date - 70` })
        .where('id', '=', plan._id)
        .execute(),
    );
    const { effect } = await caller.actionPlans.get({ id: plan._id });
    expect(effect.state).toBe('measured');
    if (effect.state !== 'measured') return;
    await page.reload();
    const line = card.getByText(/points compared with similar teams \(95% range/);
    await line.waitFor();
    expect(await line.innerText()).toContain(Math.abs(effect.estimate).toFixed(1));
    await card.getByText(`${effect.comparisonGroups} comparable groups moved`, { exact: false }).waitFor();
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);
});
