import { describe, expect, it } from "vitest";
import { countScores, formatRecommendScore, isLowScore, parseSurveyScore, recommendScore, reviewThresholdMet, surveyGroupOf } from "./surveys.ts";

describe("the recommendation score", () => {
  it("puts 9–10 with promoters, 7–8 with passives, 0–6 with detractors", () => {
    expect([0, 6, 7, 8, 9, 10].map(surveyGroupOf)).toEqual(["detractor", "detractor", "passive", "passive", "promoter", "promoter"]);
    expect(isLowScore(6)).toBe(true);
    expect(isLowScore(7)).toBe(false);
  });

  it("is the % of promoters minus the % of detractors", () => {
    // 5 promoters, 3 passives, 2 detractors of 10: 50% − 20% = 30.
    expect(recommendScore(countScores([10, 9, 9, 10, 9, 8, 7, 7, 3, 0]))).toBe(30);
    expect(recommendScore(countScores([10, 10]))).toBe(100);
    expect(recommendScore(countScores([0, 6, 2]))).toBe(-100);
    expect(recommendScore(countScores([7, 8]))).toBe(0);
    // One of three each: 33.3… − 33.3… = 0; two promoters and one detractor: 33.3…
    expect(recommendScore(countScores([9, 8, 3]))).toBe(0);
    expect(recommendScore(countScores([9, 9, 3]))).toBeCloseTo(33.333, 2);
  });

  it("does not exist without answers (not 0)", () => {
    expect(recommendScore(countScores([]))).toBeNull();
    expect(formatRecommendScore(null)).toBe("—");
  });

  it("reads with its sign, rounded", () => {
    expect([62.4, -8.2, 0.3, 100, -100].map(formatRecommendScore)).toEqual(["+62", "−8", "0", "+100", "−100"]);
  });
});

describe("the review link's threshold", () => {
  it("is met when the others' score reaches it, never without other answers", () => {
    expect(reviewThresholdMet(50, 50)).toBe(true);
    expect(reviewThresholdMet(49.9, 50)).toBe(false);
    expect(reviewThresholdMet(-100, -100)).toBe(true);
    expect(reviewThresholdMet(null, -100)).toBe(false);
  });

  it("does not depend on the person's own answer: the same others give the same answer to a 9 and to a 3", () => {
    const others = [10, 9, 9, 8];
    const othersScore = recommendScore(countScores(others));
    // With their own answer counted, a 3 would pull the score under the threshold and a 9 keep it over.
    expect(recommendScore(countScores([...others, 3]))).toBe(40);
    expect(recommendScore(countScores([...others, 9]))).toBe(80);
    expect(reviewThresholdMet(othersScore, 50)).toBe(true);
  });
});

describe("a score from a link or a form", () => {
  it("is a whole number from 0 to 10", () => {
    expect(["0", "9", "10", " 7 "].map(parseSurveyScore)).toEqual([0, 9, 10, 7]);
    for (const bad of [null, undefined, "", "11", "-1", "9.5", "nine", "010", "1e1"]) expect(parseSurveyScore(bad), String(bad)).toBeNull();
  });
});
