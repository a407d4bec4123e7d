import type { ChapterContent } from '../types';

/*
 * 演示课程 990（加州）简体中文版：与 en.ts 相同的三章。
 */

const followingDistanceSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 190" role="img">
  <rect x="0" y="0" width="320" height="190" fill="#ffffff"/>
  <text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">从固定参照物开始数</text>
  <rect x="0" y="30" width="320" height="120" fill="#4a4a4a"/>
  <line x1="0" y1="90" x2="320" y2="90" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
  <line x1="200" y1="22" x2="200" y2="150" stroke="#ffd600" stroke-width="2" stroke-dasharray="5 4"/>
  <rect x="193" y="21" width="14" height="9" fill="#ffd600"/>
  <text x="212" y="29" font-family="sans-serif" font-size="11" fill="#1a1a1a">参照物</text>
  <rect x="214" y="50" width="44" height="24" rx="5" fill="#1e63b5"/>
  <rect x="60" y="50" width="44" height="24" rx="5" fill="#c62828"/>
  <text x="82" y="66" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">你</text>
  <line x1="104" y1="42" x2="200" y2="42" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="136" y1="38" x2="136" y2="46" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="168" y1="38" x2="168" y2="46" stroke="#ffffff" stroke-width="1.5"/>
  <text x="132" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">1</text>
  <text x="164" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">2</text>
  <text x="191" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">3</text>
  <rect x="212" y="98" width="100" height="44" rx="3" fill="#ef8a17"/>
  <rect x="28" y="108" width="44" height="24" rx="5" fill="#c62828"/>
  <text x="50" y="124" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">你</text>
  <line x1="72" y1="100" x2="200" y2="100" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="104" y1="96" x2="104" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="136" y1="96" x2="136" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="168" y1="96" x2="168" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <text x="100" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">1</text>
  <text x="132" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">2</text>
  <text x="164" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">3</text>
  <text x="191" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">4</text>
  <text x="10" y="167" font-family="sans-serif" font-size="11" fill="#1a1a1a">跟在小汽车后：至少 3 秒</text>
  <text x="10" y="183" font-family="sans-serif" font-size="11" fill="#1a1a1a">跟在大货车后：4 秒或更长</text>
</svg>`;

const fourWayStopSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" role="img">
  <rect x="0" y="0" width="360" height="200" fill="#e6efdc"/>
  <rect x="70" y="0" width="60" height="200" fill="#4a4a4a"/>
  <rect x="0" y="70" width="200" height="60" fill="#4a4a4a"/>
  <line x1="100" y1="0" x2="100" y2="66" stroke="#ffd600" stroke-width="2"/>
  <line x1="100" y1="134" x2="100" y2="200" stroke="#ffd600" stroke-width="2"/>
  <line x1="0" y1="100" x2="66" y2="100" stroke="#ffd600" stroke-width="2"/>
  <line x1="134" y1="100" x2="200" y2="100" stroke="#ffd600" stroke-width="2"/>
  <line x1="100" y1="134" x2="130" y2="134" stroke="#ffffff" stroke-width="3"/>
  <line x1="70" y1="66" x2="100" y2="66" stroke="#ffffff" stroke-width="3"/>
  <line x1="66" y1="100" x2="66" y2="130" stroke="#ffffff" stroke-width="3"/>
  <line x1="134" y1="70" x2="134" y2="100" stroke="#ffffff" stroke-width="3"/>
  <polygon points="141.7,137 148.3,137 153,141.7 153,148.3 148.3,153 141.7,153 137,148.3 137,141.7" fill="#c62828"/>
  <polygon points="141.7,47 148.3,47 153,51.7 153,58.3 148.3,63 141.7,63 137,58.3 137,51.7" fill="#c62828"/>
  <polygon points="51.7,47 58.3,47 63,51.7 63,58.3 58.3,63 51.7,63 47,58.3 47,51.7" fill="#c62828"/>
  <polygon points="51.7,137 58.3,137 63,141.7 63,148.3 58.3,153 51.7,153 47,148.3 47,141.7" fill="#c62828"/>
  <rect x="105" y="140" width="20" height="34" rx="4" fill="#1e63b5"/>
  <rect x="24" y="105" width="34" height="20" rx="4" fill="#1e63b5"/>
  <rect x="142" y="75" width="34" height="20" rx="4" fill="#1e63b5"/>
  <circle cx="115" cy="157" r="8" fill="#ffffff"/>
  <text x="115" y="161" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">1</text>
  <circle cx="41" cy="115" r="8" fill="#ffffff"/>
  <text x="41" y="119" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">2</text>
  <circle cx="159" cy="85" r="8" fill="#ffffff"/>
  <text x="159" y="89" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">3</text>
  <line x1="115" y1="132" x2="115" y2="84" stroke="#ffffff" stroke-width="2"/>
  <polygon points="115,76 110,86 120,86" fill="#ffffff"/>
  <text x="210" y="22" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">到达顺序</text>
  <circle cx="218" cy="42" r="8" fill="#1e63b5"/>
  <text x="218" y="46" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">1</text>
  <text x="232" y="40" font-family="sans-serif" font-size="11" fill="#1a1a1a">最先停下：</text>
  <text x="232" y="53" font-family="sans-serif" font-size="11" fill="#1a1a1a">最先通行</text>
  <circle cx="218" cy="74" r="8" fill="#1e63b5"/>
  <text x="218" y="78" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">2</text>
  <text x="232" y="78" font-family="sans-serif" font-size="11" fill="#1a1a1a">其次通行</text>
  <circle cx="218" cy="100" r="8" fill="#1e63b5"/>
  <text x="218" y="104" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">3</text>
  <text x="232" y="104" font-family="sans-serif" font-size="11" fill="#1a1a1a">最后通行</text>
  <text x="210" y="136" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">同时停下？</text>
  <text x="210" y="150" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">让右侧的</text>
  <text x="210" y="164" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">驾驶人先行。</text>
</svg>`;

const glanceSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" role="img">
  <rect x="0" y="0" width="320" height="160" fill="#ffffff"/>
  <text x="160" y="20" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">以 55 英里/小时行驶，看手机 5 秒</text>
  <text x="20" y="48" font-family="sans-serif" font-size="11" fill="#1a1a1a">看不见路时车辆驶过的距离</text>
  <rect x="20" y="55" width="262" height="24" fill="#c62828"/>
  <text x="30" y="72" font-family="sans-serif" font-size="12" font-weight="bold" fill="#ffffff">约 400 英尺（123 米）</text>
  <text x="20" y="102" font-family="sans-serif" font-size="11" fill="#1a1a1a">一个美式橄榄球场（含两端得分区）</text>
  <rect x="20" y="109" width="234" height="24" fill="#2e7d32"/>
  <text x="30" y="126" font-family="sans-serif" font-size="12" font-weight="bold" fill="#ffffff">360 英尺（110 米）</text>
  <text x="160" y="152" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">发短信让你的眼、手和心思都离开驾驶。</text>
</svg>`;

export const chapters: ChapterContent[] = [
  {
    title: '车辆周围的安全空间',
    summary: '车辆周围留出的空间如何为你争取反应时间，以及如何用“三秒法则”检查跟车距离。',
    objectives: [
      '说明车辆周围的空余空间为何能给你反应时间',
      '运用“三秒法则”检查跟车距离',
      '识别需要超过三秒跟车距离的情形',
    ],
    sections: [
      {
        heading: '为什么空间很重要',
        paragraphs: [
          '大多数碰撞事故的发生，都是因为驾驶人在同一时刻既没了时间，也没了空间。车辆周围的空间，正是为你争取时间的关键。只要前方、后方和两侧都留有余地，你就能提前发现险情、平稳刹车，或者绕开障碍，而不是直接撞上去。留足空间还意味着，即使别的驾驶人犯了错，也不至于把你卷进去。',
          '前方的空间是你最能直接掌控的，而追尾是最常见的事故之一，通常就是跟车太近造成的。前车突然急刹时，你需要时间察觉，需要时间把脚移到刹车踏板上，还需要足够的距离让车停下来。如果车距太短，再好的驾驶技术也无法弥补。',
        ],
        keyPoints: ['空间让你有时间观察、判断和行动。', '前后左右都要留出空余空间。', '跟车太近是追尾事故的常见原因。'],
        figure: null,
      },
      {
        heading: '三秒法则',
        paragraphs: [
          '检查跟车距离时，先留意前车经过某个固定参照物的时刻，比如路牌、电线杆或路面上的阴影，然后开始数：“一千零一、一千零二、一千零三”。如果还没数完，你的车头就已经到达同一个参照物，说明你跟得太近了。松开油门，再数一次。这条法则衡量的是时间而不是距离，因此在任何车速下都适用。',
          '三秒只是良好路况下的最低标准。路面湿滑、有雾或天黑、跟在摩托车后面，以及拖挂车辆时，都要再多留些时间。跟在大货车或大客车后面时，至少要保持四秒，因为它们的车身会挡住你观察前方道路的视线。如果后车紧跟着你，千万不要故意急刹车去“警告”对方；应该拉大与前车的距离，让你们两辆车都有足够的空间停车，或者变换车道，让后车先过去。',
        ],
        keyPoints: [
          '与前车至少保持三秒的距离。',
          '恶劣天气、夜间以及跟在摩托车后面时，要多留时间。',
          '跟在大货车和大客车后面时，保持四秒或更长。',
        ],
        figure: {
          svg: followingDistanceSvg,
          alt: '一条双车道道路，路面上横画着一条参照线。上方车道中，你的车在前方小汽车后面三秒；下方车道中，你的车在一辆大货车后面四秒。',
          caption: '图 1.1 — 以固定参照物计算跟车距离：跟小汽车至少 3 秒，跟大货车 4 秒或更长。',
        },
      },
    ],
  },
  {
    title: '路口与优先通行权',
    summary: '在停车让行路口、无信号控制路口、左转和人行横道处谁应当先行，以及为什么通行权是让出来的，而不是抢来的。',
    objectives: [
      '判断四向停车路口谁先通行',
      '说明在无信号控制路口和左转时如何让行',
      '描述在有标线和无标线的人行横道前对行人应尽的义务',
    ],
    sections: [
      {
        heading: '四向停车路口与无信号控制路口',
        paragraphs: [
          '在四向停车路口（即每个方向都设有“停车”标志的路口，美国称 four-way stop 或 all-way stop），每位驾驶人都必须完全停车。先停下的车先走，其余车辆按到达的先后顺序依次通过。如果两辆车同时停下，左边的车要让右边的车先行。如果你和对向来车同时到达，而其中一方要左转，左转的一方应当等待。拿不准的时候，就让对方先走。',
          '在既没有标志也没有信号灯的路口，要减速并做好停车准备。要让已经进入路口的车辆和行人先行，也要让比你先到的车辆先行。如果你与另一辆车同时到达，应让右侧的车先行。在没有标志的丁字路口，直行道路上的车辆比从丁字路口末端驶入的车辆享有优先通行权。',
        ],
        keyPoints: [
          '在四向停车路口，先停下的车先走。',
          '同时到达？让右侧的驾驶人先行。',
          '在丁字路口，直行道路上的车辆先行。',
        ],
        figure: {
          svg: fourWayStopSvg,
          alt: '从上方俯视一个四向停车路口，每个路角都有一个停车标志。三辆车停在停止线前，按到达顺序编号为 1、2、3；1 号车最先直行通过。',
          caption: '图 2.1 — 在四向停车路口，驾驶人按停车的先后顺序通行。',
        },
      },
      {
        heading: '左转与行人',
        paragraphs: [
          '左转时，即使你是绿灯，也要让近到足以构成危险的对向来车先行。在本车道内等待时，车轮要保持朝向正前方，这样万一被后车追尾，你也不会被推进对向车流。只有当车流中的空当大到足以让你完成转弯、又不会逼得别人刹车时，才可以转弯。绿灯只有在路口畅通时才意味着可以走。',
          '在有标线的人行横道，以及路口处没有画线的人行横道上，行人都享有优先通行权。有人过马路时要停车等候；永远不要超越停在人行横道前的车辆，因为它前面可能正有你看不到的行人走出来。记住，法律只规定谁必须让行，从不赋予任何人撞车的权利。拿不准的时候，就让对方先走。',
        ],
        keyPoints: [
          '左转时让对向来车先行，等待时车轮保持正直。',
          '在有标线和无标线的人行横道上，行人享有优先通行权。',
          '永远不要超越停在人行横道前的车辆。',
        ],
        figure: null,
      },
    ],
  },
  {
    title: '保持警觉',
    summary: '分心和疲劳如何让你的注意力离开驾驶，加州法律对使用手机有哪些规定，以及感到困倦时该怎么办。',
    objectives: ['说出驾驶分心的三种类型', '说明加州关于开车时使用手机的基本规定', '识别疲劳驾驶的警示信号并安全应对'],
    sections: [
      {
        heading: '分心驾驶',
        paragraphs: [
          '开车时，眼睛要看着路，双手要握着方向盘，心思要放在驾驶上。任何让其中一项离开的事情都是分心：视觉分心（视线离开道路）、手动分心（手离开方向盘）和认知分心（想着别的事）。边开车边发短信尤其危险，因为它三项全占。以 55 英里/小时（约 89 公里/小时）行驶时，低头看手机 5 秒，车就会在你看不见路的情况下驶过超过一个美式橄榄球场的长度。',
          '在加州，开车时不得手持手机或其他无线设备。年满 18 岁的驾驶人只能以免提方式使用手机，例如语音指令，或在固定于车内支架上的手机上单次点击或滑动。未满 18 岁的驾驶人完全不得使用手机，即使免提也不行，紧急情况下求助除外。法规可能变化，请查阅最新版《加州驾驶人手册》（California Driver Handbook）。更好的做法是：出发前设好导航和音乐，电话等停车后再说。',
        ],
        keyPoints: [
          '分心分为视觉、手动和认知三种；发短信三者兼有。',
          '开车时绝不手持手机；成年人只能使用免提。',
          '未满 18 岁的驾驶人不得使用手机，紧急情况除外。',
        ],
        figure: {
          svg: glanceSvg,
          alt: '两条横条对比距离：以 55 英里/小时（约 89 公里/小时）行驶时看手机 5 秒，车会行驶约 400 英尺（123 米），比 360 英尺（110 米）长的美式橄榄球场还要长。',
          caption: '图 3.1 — 以 55 英里/小时行驶，视线离开道路 5 秒，驶过的距离超过一个美式橄榄球场。',
        },
      },
      {
        heading: '疲劳驾驶',
        paragraphs: [
          '疲劳会让你反应变慢、判断力下降，效果和酒精相似；疲惫的驾驶人还可能陷入“微睡眠”——短短几秒钟的睡眠，有时眼睛甚至还睁着。警示信号包括：频繁打哈欠、眼皮发沉、车辆偏离车道、错过出口或标志，以及想不起刚刚开过的几公里路。深夜、午后以及工作或上学一整天之后，风险最高。',
          '把音乐开大声或打开车窗都赶不走困意。一旦发现警示信号，就在下一个安全的地方驶离道路，比如休息区，停下来休息。小睡 20 分钟左右会有帮助，咖啡因也能短暂提神，但真正能消除疲劳的只有睡眠。长途出行前要睡个好觉，计划大约每两小时休息一次，有条件的话和同行的人轮流驾驶。',
        ],
        keyPoints: [
          '打哈欠、车辆偏离车道、错过出口都是警示信号。',
          '音乐和新鲜空气无法消除疲劳，只有睡眠可以。',
          '感到困倦时，在安全的地方停车休息。',
        ],
        figure: null,
      },
    ],
  },
];
