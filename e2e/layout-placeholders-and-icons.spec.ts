// docs/decisions.md "The shell": placeholders fit at 375 px, nothing wraps at 768 px (SMART guide, hero
// labels), list items' text is level with its icons, distinct stat icons, mindset placeholders.
import { expect, test } from "./support/fixtures";
import { freshMember, apiPost } from "./support/members";
import { screenshotPath } from "./support/screenshots";
import type { Locator } from "@playwright/test";

/** Does the input's placeholder fit its text box? */
const placeholderFits = (input: Locator) =>
  input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return ctx.measureText(el.placeholder).width <= room;
  });

/** One line of text: its height is at most 1.5 line-heights. */
const oneLine = (el: Locator) =>
  el.evaluate((node: HTMLElement) => node.getBoundingClientRect().height <= parseFloat(getComputedStyle(node).lineHeight) * 1.5);

test("at 375 px the Learned and Accomplished placeholders are not cut", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await freshMember(page, baseURL!, "ph");
  for (const title of ["Things I Learned Today", "Things I Accomplished Today"]) {
    const input = page.getByLabel(`Add to ${title}`);
    await input.scrollIntoViewIfNeeded();
    expect(await placeholderFits(input), `${title} placeholder fits`).toBe(true);
  }
  await page.getByLabel("Add to Things I Learned Today").scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath("polish-12-learned-mobile") });
});

test("at 768 px 'Time-bound' and the hero labels stay on one line", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await freshMember(page, baseURL!, "wrap");
  const guide = page.locator("#smart-guide");
  for (const word of ["Specific", "Measurable", "Achievable", "Relevant", "Time-bound"]) {
    expect(await oneLine(guide.locator("p", { hasText: word }).first()), `${word} on one line`).toBe(true);
  }
  const hero = page.locator("#home");
  for (const label of ["SMART goals", "Tasks done", "Mindset"]) {
    expect(await oneLine(hero.getByText(label, { exact: true })), `${label} on one line`).toBe(true);
  }
  await page.screenshot({ path: screenshotPath("polish-12-dashboard-768") });
});

test("list items: text level with the icons; distinct stat icons; mindset placeholders", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "list");
  await apiPost(page, baseURL!, "/api/learnings", { type: "learned", content: "Spaced repetition works" });
  await page.reload();
  const item = page.getByRole("list", { name: "Things I Learned Today" }).getByRole("listitem").first();
  await expect(item).toContainText("Spaced repetition works");
  const text = (await item.getByText("Spaced repetition works").boundingBox())!;
  const edit = (await item.getByRole("button", { name: /^Edit/ }).boundingBox())!;
  expect(Math.abs(text.y + text.height / 2 - (edit.y + edit.height / 2))).toBeLessThanOrEqual(2);
  await item.screenshot({ path: screenshotPath("polish-12-list-item-desktop") });

  const icon = (label: string) =>
    page.locator("#stats").locator("div", { has: page.getByText(label, { exact: true }) }).last().locator("svg").first().getAttribute("class");
  expect(await icon("Learned today")).not.toEqual(await icon("Wins today"));

  for (const name of ["Visualization", "Self-Talk", "Focus"]) {
    const area = page.locator("#mindset").getByLabel(name, { exact: true });
    expect(await area.getAttribute("placeholder"), `${name} placeholder`).toBeTruthy();
  }
});
