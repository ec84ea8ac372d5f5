import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH, headless: true, defaultViewport: null });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.text()));
await page.goto('http://127.0.0.1:4399/about');
console.log(await page.evaluate('document.documentElement.dataset.hydrated'));
try { await page.waitForFunction('document.readyState === "complete"', { timeout: 3000, polling: 50 }); console.log('polling ok'); } catch (e) { console.log('polling 50 err', e.message, e.cause?.message ?? e.cause); }
try { await page.waitForFunction(() => document.readyState === "complete", { timeout: 3000, polling: 50 }); console.log('fn polling ok'); } catch (e) { console.log('fn err', e.message, e.cause?.message ?? e.cause); }
await browser.close();
