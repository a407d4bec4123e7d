import type { TypingSample } from '../../contracts/typingPattern';

/**
 * Three samples of the typing phrase as Playwright types it in Chromium (a key every 120 ms), recorded once from the
 * enrolment page: the typing template of course taking's browser-path students (server/seed/courseTakingPaths.ts), so
 * their typing check matches when a path types the same way, and not when it types far faster.
 */
export const playwrightTypingSamples: TypingSample[] = [
  {
    keyDowns: [
      0, 141.8, 320.9, 448, 578.2, 718.1, 846.5, 977.4, 1105, 1238.3, 1364.9, 1496.1, 1634.7, 1873.4, 2013.3, 2156,
      2310.9, 2478.9, 2624.4, 2751.6, 2880.6, 3009.5, 3140.6, 3270, 3404.3, 3531, 3665.8, 3817.3, 3952.1, 4152.6, 4295,
      4424.4, 4567.2, 4696.5, 4822.5, 4953.7, 5081, 5218.6, 5360.2,
    ],
    keyUps: [
      130.9, 319.4, 444.8, 576.7, 716.5, 844.2, 976, 1103.5, 1236.5, 1363.3, 1493.6, 1628, 1858.3, 2011.5, 2152.4,
      2294.7, 2454.3, 2620.1, 2749.9, 2877.8, 3006.4, 3138.9, 3268.1, 3402.7, 3529, 3662.5, 3806, 3949.2, 4093.3,
      4293.7, 4422.5, 4562.9, 4694.6, 4820.6, 4952.3, 5079.6, 5205, 5358.6, 5483.4,
    ],
  },
  {
    keyDowns: [
      0, 132.7, 271.3, 432.5, 571, 697.8, 832.8, 959.6, 1131.3, 1256, 1429.7, 1577.4, 1708, 1839.2, 1977.4, 2110,
      2236.4, 2394.4, 2529, 2659.2, 2785.5, 2916.6, 3043.4, 3177.9, 3312.3, 3512.2, 3795.2, 3942.1, 4072.3, 4200.7,
      4469.9, 4673.8, 4810.1, 4937.9, 5066.2, 5193.4, 5321.7, 5448.3, 5577.5,
    ],
    keyUps: [
      128.3, 264.3, 428, 569.6, 696.5, 831.2, 958, 1129.8, 1254.5, 1379.6, 1556.9, 1704.2, 1837.9, 1964.2, 2108.6,
      2234.9, 2361.4, 2524.7, 2654.4, 2783.9, 2914.9, 3041.9, 3176.6, 3305, 3509.3, 3732.8, 3918.7, 4067.6, 4197.3,
      4462.6, 4653.6, 4808.8, 4935.6, 5064.6, 5192.2, 5320.2, 5446.8, 5575.6, 5705.6,
    ],
  },
  {
    keyDowns: [
      0, 137.6, 423.8, 578, 706, 914.3, 1053.6, 1184.8, 1311, 1443.1, 1568.3, 1696.8, 1822.7, 1949.5, 2075.8, 2213.5,
      2342.4, 2474, 2599.7, 2932.3, 3146.8, 3276.5, 3463.9, 3617.7, 3744.3, 3871.7, 3999, 4132.6, 4260.1, 4386.2,
      4516.6, 4650.7, 4781, 4909.6, 5039, 5199.3, 5327.2, 5453.9, 5620.7,
    ],
    keyUps: [
      123, 420.4, 576.7, 704.6, 830.9, 1052, 1183.4, 1309.5, 1441.6, 1566.9, 1695.4, 1821, 1947.8, 2074.5, 2210.8,
      2341.1, 2472.6, 2598.4, 2796.2, 3131, 3274.6, 3456.6, 3616.4, 3742.6, 3870.2, 3997.5, 4124.9, 4258.6, 4384.7,
      4514.9, 4647.9, 4774.5, 4908.3, 5037.6, 5198, 5325.7, 5452.7, 5613.1, 5749.8,
    ],
  },
];

/**
 * How much wider than the recorded samples' own spread the seeded template's is. Playwright's typing on a busy test
 * machine varies more than on a quiet one: measured against the recorded template, its samples typed a key every 120
 * ms scored 160–330 (the threshold is 259) and those typed a key every 5 ms 620–760. At this spread the first score
 * under 180 and the second over 340: a busy machine's sample still matches, one typed far faster never does.
 */
export const typingSpreadFactor = 1.8;
