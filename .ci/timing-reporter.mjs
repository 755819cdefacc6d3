import { writeFileSync } from 'node:fs';

// A vitest reporter for CI's stage table (.ci/report.mjs): the run's start and end, and each test
// file's seconds, hooks included (vitest's JSON report counts only the tests themselves, which
// leaves out a journey's server and browser start).
export default class TimingReporter {
  constructor({ outputFile }) {
    this.outputFile = outputFile;
    this.files = [];
  }

  onTestRunStart() {
    this.startTime = Date.now();
  }

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms =
      d.environmentSetupDuration +
      d.prepareDuration +
      d.collectDuration +
      d.setupDuration +
      d.duration;
    this.files.push({ name: testModule.moduleId, seconds: Math.round(ms / 100) / 10 });
  }

  onTestRunEnd() {
    const report = { startTime: this.startTime, endTime: Date.now(), files: this.files };
    writeFileSync(this.outputFile, JSON.stringify(report));
  }
}
