import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-calibration.mjs";

describe("the CPU slowdown for a host's speed", () => {
  it("is Lighthouse's 4× on its reference host, and follows its calculator's points", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("grows with the host's speed and never speeds a page up", () => {
    expect(cpuSlowdownFor(3800)).toBeGreaterThan(cpuSlowdownFor(1500));
    expect(cpuSlowdownFor(50)).toBe(1);
  });
});
