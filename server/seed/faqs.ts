/**
 * Seeded FAQ content: groups and questions shown on the FAQ pages, in every interface language.
 * English is the source text; the other languages are translations of it.
 * Ids are stable and kebab-case: they are used in links and as deep link anchors, so never rename them.
 * Answers are plain text; paragraphs are separated by a blank line.
 */

export type FaqLanguage = 'en' | 'es-LA' | 'ru' | 'zh';

export interface SeedFaqGroup {
  /** kebab-case, stable, used in links */
  id: string;
  titles: Record<FaqLanguage, string>;
}

export interface SeedFaq {
  /** kebab-case, stable, unique, used as the deep link anchor */
  id: string;
  groupId: string;
  texts: Record<FaqLanguage, { question: string; answer: string }>;
}

export const seededFaqGroups: SeedFaqGroup[] = [
  {
    id: 'getting-started',
    titles: {
      en: 'Getting started',
      'es-LA': 'Primeros pasos',
      ru: 'Начало работы',
      zh: '入门',
    },
  },
  {
    id: 'taking-the-course',
    titles: {
      en: 'Taking the course',
      'es-LA': 'Cómo tomar el curso',
      ru: 'Прохождение курса',
      zh: '学习课程',
    },
  },
  {
    id: 'identity-checks',
    titles: {
      en: 'Identity checks',
      'es-LA': 'Verificación de identidad',
      ru: 'Проверка личности',
      zh: '身份验证',
    },
  },
  {
    id: 'quizzes-and-exam',
    titles: {
      en: 'Quizzes and the final exam',
      'es-LA': 'Cuestionarios y examen final',
      ru: 'Тесты и итоговый экзамен',
      zh: '测验与期末考试',
    },
  },
  {
    id: 'certificate',
    titles: {
      en: 'Your certificate',
      'es-LA': 'Su certificado',
      ru: 'Ваш сертификат',
      zh: '您的证书',
    },
  },
  {
    id: 'account',
    titles: {
      en: 'Your account',
      'es-LA': 'Su cuenta',
      ru: 'Ваша учётная запись',
      zh: '您的账户',
    },
  },
];

export const seededFaqs: SeedFaq[] = [
  // Getting started
  {
    id: 'how-do-i-get-started',
    groupId: 'getting-started',
    texts: {
      en: {
        question: 'How do I get started?',
        answer:
          'Sign in at /login. Your dashboard (/home/dashboard) then lists each of your courses with one button: "Start" to begin, "Continue" to pick up where you left off, or "Complete your purchase" if your purchase is not finished yet.',
      },
      'es-LA': {
        question: '¿Cómo empiezo?',
        answer:
          'Inicie sesión en /login. Luego, su panel principal (/home/dashboard) muestra cada uno de sus cursos con un solo botón: "Comenzar" para empezar, "Continuar" para seguir donde se quedó o "Complete su compra" si su compra todavía no está terminada.',
      },
      ru: {
        question: 'С чего начать?',
        answer:
          'Войдите на странице /login. После этого на панели управления (/home/dashboard) будут показаны все ваши курсы, и у каждого — одна кнопка: «Начать», чтобы приступить к курсу, «Продолжить», чтобы продолжить с того места, где вы остановились, или «Завершите покупку», если покупка ещё не завершена.',
      },
      zh: {
        question: '我该如何开始？',
        answer:
          '请在 /login 登录。之后，您的仪表盘（/home/dashboard）会列出您的每门课程，每门课程只有一个按钮：“开始”用于开始学习，“继续”用于从上次停下的地方继续，如果您的购买尚未完成，则显示“完成购买”。',
      },
    },
  },
  {
    id: 'what-does-the-dashboard-show',
    groupId: 'getting-started',
    texts: {
      en: {
        question: 'What does the dashboard show?',
        answer:
          "For each course, the dashboard shows how many chapters you have done and the button for your next step. Where your state caps daily study time, it also shows the time you have left today; for example, Ohio's teen course allows 4 hours a day, counted until midnight Ohio time. When a court date was given, it also shows the date by which you need to complete the course.",
      },
      'es-LA': {
        question: '¿Qué muestra el panel principal?',
        answer:
          'Para cada curso, el panel principal muestra cuántos capítulos ha terminado y el botón para su siguiente paso. Si su estado limita el tiempo de estudio diario, también muestra el tiempo que le queda hoy; por ejemplo, el curso para adolescentes de Ohio permite 4 horas al día, contadas hasta la medianoche, hora de Ohio. Si se indicó una fecha de audiencia en el tribunal, también muestra la fecha límite para completar el curso.',
      },
      ru: {
        question: 'Что показывает панель управления?',
        answer:
          'Для каждого курса панель управления показывает, сколько глав вы прошли, и кнопку для следующего шага. Если ваш штат ограничивает время учёбы в день, там также видно, сколько времени у вас осталось на сегодня; например, курс для подростков в Огайо допускает 4 часа в день, которые отсчитываются до полуночи по времени Огайо. Если была указана дата судебного заседания, там также показана дата, до которой нужно завершить курс.',
      },
      zh: {
        question: '仪表盘上显示什么？',
        answer:
          '对于每门课程，仪表盘会显示您已完成的章节数以及下一步的按钮。如果您所在的州限制每天的学习时间，仪表盘还会显示您今天剩余的学习时间；例如，俄亥俄州的青少年课程每天允许学习 4 小时，按俄亥俄州时间计算到午夜为止。如果提供了出庭日期，仪表盘还会显示您必须完成课程的截止日期。',
      },
    },
  },
  {
    id: 'which-languages-can-i-use',
    groupId: 'getting-started',
    texts: {
      en: {
        question: 'Which languages can I use?',
        answer:
          'The site is available in English, Español, Русский and 中文. Settings (/home/settings) shows your account and your interface language. Your certificate is issued in your language.',
      },
      'es-LA': {
        question: '¿Qué idiomas puedo usar?',
        answer:
          'El sitio está disponible en English, Español, Русский y 中文. En Configuración (/home/settings) puede ver su cuenta y el idioma de la interfaz. Su certificado se emite en su idioma.',
      },
      ru: {
        question: 'На каких языках можно пользоваться сайтом?',
        answer:
          'Сайт доступен на языках English, Español, Русский и 中文. В разделе «Настройки» (/home/settings) показаны ваша учётная запись и язык интерфейса. Сертификат выдаётся на вашем языке.',
      },
      zh: {
        question: '我可以使用哪些语言？',
        answer:
          '本网站提供 English、Español、Русский 和 中文 四种语言。“设置”（/home/settings）页面会显示您的账户信息和界面语言。您的证书将以您的语言出具。',
      },
    },
  },

  // Taking the course
  {
    id: 'why-is-the-next-button-locked',
    groupId: 'taking-the-course',
    texts: {
      en: {
        question: 'Why is the button to the next step still locked?',
        answer:
          "Chapters open in order, and each chapter has a minimum study time set by your course's rules. The button to the next step unlocks once that minimum time is in. California's internet course is measured in words, not minutes.",
      },
      'es-LA': {
        question: '¿Por qué sigue bloqueado el botón para el siguiente paso?',
        answer:
          'Los capítulos se abren en orden, y cada capítulo tiene un tiempo mínimo de estudio fijado por las reglas de su curso. El botón para el siguiente paso se desbloquea cuando completa ese tiempo mínimo. El curso por internet de California se mide en palabras, no en minutos.',
      },
      ru: {
        question: 'Почему кнопка перехода к следующему шагу всё ещё заблокирована?',
        answer:
          'Главы открываются по порядку, и для каждой главы правила вашего курса устанавливают минимальное время занятий. Кнопка перехода к следующему шагу разблокируется, как только это минимальное время будет набрано. Интернет-курс Калифорнии измеряется в словах, а не в минутах.',
      },
      zh: {
        question: '为什么进入下一步的按钮还是锁定的？',
        answer:
          '章节按顺序开放，每一章都有课程规则规定的最短学习时间。达到最短学习时间后，进入下一步的按钮就会解锁。加利福尼亚州的网络课程以字数而不是分钟数来计量。',
      },
    },
  },
  {
    id: 'how-is-study-time-counted',
    groupId: 'taking-the-course',
    texts: {
      en: {
        question: 'How is my study time counted?',
        answer:
          'A chapter counts study time only while its browser tab is visible and you are active. Time spent on identity checks does not count as study time.\n\nYour time is saved every 30 seconds and when you leave the page. Time counted while you were offline is sent when you are back online.',
      },
      'es-LA': {
        question: '¿Cómo se cuenta mi tiempo de estudio?',
        answer:
          'Un capítulo cuenta el tiempo de estudio solo mientras su pestaña del navegador está visible y usted está activo. El tiempo que dedica a las verificaciones de identidad no cuenta como tiempo de estudio.\n\nSu tiempo se guarda cada 30 segundos y cuando sale de la página. El tiempo contado mientras estaba sin conexión se envía cuando vuelve a conectarse.',
      },
      ru: {
        question: 'Как учитывается время занятий?',
        answer:
          'Глава засчитывает время занятий, только пока её вкладка в браузере видна на экране и вы активны. Время, потраченное на проверки личности, не засчитывается как время занятий.\n\nВаше время сохраняется каждые 30 секунд и при уходе со страницы. Время, учтённое, пока вы были офлайн, отправляется, когда подключение восстанавливается.',
      },
      zh: {
        question: '我的学习时间是如何计算的？',
        answer:
          '只有当章节所在的浏览器标签页处于可见状态且您保持活动时，才会计入学习时间。身份验证所用的时间不计入学习时间。\n\n您的学习时间每 30 秒保存一次，离开页面时也会保存。离线期间计入的时间会在您恢复联网后发送。',
      },
    },
  },
  {
    id: 'what-happens-if-i-step-away',
    groupId: 'taking-the-course',
    texts: {
      en: {
        question: 'What happens if I step away from my computer?',
        answer:
          'After 5 minutes without activity, you are asked whether you are still there; if you do not respond, you are signed out. Time already credited is never lost.',
      },
      'es-LA': {
        question: '¿Qué pasa si me alejo de la computadora?',
        answer:
          'Después de 5 minutos sin actividad, le preguntamos si sigue ahí; si no responde, se cierra su sesión. El tiempo que ya se le acreditó nunca se pierde.',
      },
      ru: {
        question: 'Что будет, если я отойду от компьютера?',
        answer:
          'После 5 минут без активности вас спросят, здесь ли вы ещё; если вы не ответите, будет выполнен выход из учётной записи. Уже засчитанное время никогда не теряется.',
      },
      zh: {
        question: '如果我离开电脑会怎样？',
        answer:
          '如果 5 分钟内没有任何操作，系统会询问您是否还在；如果您没有回应，系统会将您退出登录。已经计入的时间永远不会丢失。',
      },
    },
  },
  {
    id: 'why-do-i-have-to-take-a-break',
    groupId: 'taking-the-course',
    texts: {
      en: {
        question: 'Why do I have to take a break?',
        answer:
          'Some courses require a break after a period of continuous study. The break page counts down the time left, and your chapter continues when the break is over.',
      },
      'es-LA': {
        question: '¿Por qué tengo que tomar un descanso?',
        answer:
          'Algunos cursos exigen un descanso después de un periodo de estudio continuo. La página de descanso muestra la cuenta regresiva del tiempo que falta, y su capítulo continúa cuando termina el descanso.',
      },
      ru: {
        question: 'Почему мне нужно сделать перерыв?',
        answer:
          'В некоторых курсах после непрерывных занятий обязателен перерыв. На странице перерыва идёт обратный отсчёт оставшегося времени, а когда перерыв закончится, глава продолжится.',
      },
      zh: {
        question: '为什么我必须休息？',
        answer: '有些课程要求在连续学习一段时间后休息。休息页面会倒计时显示剩余时间，休息结束后章节会继续。',
      },
    },
  },

  // Identity checks
  {
    id: 'why-are-there-identity-checks',
    groupId: 'identity-checks',
    texts: {
      en: {
        question: 'Why do I have to confirm my identity?',
        answer:
          'States require identity checks to confirm that the person taking the course is the student. Depending on your course, these are security questions, a typing pattern or a webcam photo. Time spent on checks does not count as study time.',
      },
      'es-LA': {
        question: '¿Por qué tengo que confirmar mi identidad?',
        answer:
          'Los estados exigen verificaciones de identidad para confirmar que la persona que toma el curso es el estudiante. Según su curso, pueden ser preguntas de seguridad, un patrón de escritura o una foto con la cámara web. El tiempo que dedica a las verificaciones no cuenta como tiempo de estudio.',
      },
      ru: {
        question: 'Зачем мне подтверждать свою личность?',
        answer:
          'Штаты требуют проверки личности, чтобы убедиться, что курс проходит именно сам учащийся. В зависимости от курса это контрольные вопросы, почерк набора на клавиатуре или фото с веб-камеры. Время, потраченное на проверки, не засчитывается как время занятий.',
      },
      zh: {
        question: '为什么我需要验证身份？',
        answer:
          '各州要求进行身份验证，以确认参加课程的人就是学员本人。根据您的课程，验证方式可能是安全问题、打字特征或摄像头拍照。验证所用的时间不计入学习时间。',
      },
    },
  },
  {
    id: 'how-do-security-questions-work',
    groupId: 'identity-checks',
    texts: {
      en: {
        question: 'How do security questions work?',
        answer:
          'Before the first chapter, you pick security questions and answer them. During the course, one of them is asked as a chapter opens, and your answer is compared ignoring capital letters, spaces and punctuation. Some states give a time limit per question, for example 90 seconds in Texas and 60 seconds in Florida.\n\nYou cannot change your saved answers yourself, but support can reset them: write to us from the Support page.',
      },
      'es-LA': {
        question: '¿Cómo funcionan las preguntas de seguridad?',
        answer:
          'Antes del primer capítulo, elige sus preguntas de seguridad y las responde. Durante el curso, se le hace una de ellas al abrirse un capítulo, y su respuesta se compara sin tener en cuenta mayúsculas, espacios ni signos de puntuación. Algunos estados fijan un tiempo límite por pregunta, por ejemplo 90 segundos en Texas y 60 segundos en Florida.\n\nNo puede cambiar usted mismo las respuestas guardadas, pero el equipo de soporte puede restablecerlas: escríbanos desde la página de Soporte.',
      },
      ru: {
        question: 'Как работают контрольные вопросы?',
        answer:
          'Перед первой главой вы выбираете контрольные вопросы и отвечаете на них. Во время курса при открытии главы вам задают один из них, и ваш ответ сравнивается без учёта заглавных букв, пробелов и знаков препинания. В некоторых штатах на ответ даётся ограниченное время, например 90 секунд в Техасе и 60 секунд во Флориде.\n\nСохранённые ответы нельзя изменить самостоятельно, но служба поддержки может их сбросить: напишите нам со страницы «Поддержка».',
      },
      zh: {
        question: '安全问题是如何运作的？',
        answer:
          '在开始第一章之前，您需要选择安全问题并作答。学习过程中，每当打开一个章节时，系统会向您提问其中一个问题，比对答案时不区分大小写，并忽略空格和标点符号。有些州对每个问题设有答题时限，例如得克萨斯州为 90 秒，佛罗里达州为 60 秒。\n\n已保存的答案您无法自行更改，但客服可以为您重置：请通过“帮助与支持”页面联系我们。',
      },
    },
  },
  {
    id: 'what-if-i-answer-a-security-question-wrong',
    groupId: 'identity-checks',
    texts: {
      en: {
        question: 'What happens if I answer a security question wrong?',
        answer:
          "It depends on your state's rules. Your course may be locked for a time (24 hours in Ohio), locked until support verifies your identity, or failed.",
      },
      'es-LA': {
        question: '¿Qué pasa si respondo mal una pregunta de seguridad?',
        answer:
          'Depende de las reglas de su estado. Su curso puede quedar bloqueado durante un tiempo (24 horas en Ohio), quedar bloqueado hasta que el equipo de soporte verifique su identidad o darse por reprobado.',
      },
      ru: {
        question: 'Что будет, если я неправильно отвечу на контрольный вопрос?',
        answer:
          'Это зависит от правил вашего штата. Курс может быть заблокирован на какое-то время (в Огайо — на 24 часа), заблокирован до тех пор, пока служба поддержки не подтвердит вашу личность, или считаться не пройденным.',
      },
      zh: {
        question: '如果我答错了安全问题会怎样？',
        answer:
          '这取决于您所在州的规定。您的课程可能会被锁定一段时间（俄亥俄州为 24 小时），或被锁定直到客服核实您的身份，也可能被判定为未通过。',
      },
    },
  },
  {
    id: 'how-does-the-typing-pattern-work',
    groupId: 'identity-checks',
    texts: {
      en: {
        question: 'How does the typing pattern check work?',
        answer:
          'Some courses check your typing pattern. To enrol, you type a short phrase three times; later, you type it once to confirm it is you. Only the timing of your keystrokes is recorded, never the text of anything else you type.',
      },
      'es-LA': {
        question: '¿Cómo funciona la verificación del patrón de escritura?',
        answer:
          'Algunos cursos verifican su patrón de escritura. Para registrarlo, escribe una frase corta tres veces; más adelante, la escribe una vez para confirmar que es usted. Solo se registran los tiempos de sus pulsaciones de teclas, nunca el texto de nada más que escriba.',
      },
      ru: {
        question: 'Как работает проверка почерка набора?',
        answer:
          'В некоторых курсах проверяется ваш почерк набора на клавиатуре. Для регистрации вы три раза набираете короткую фразу; позже вы набираете её один раз, чтобы подтвердить, что это вы. Записываются только интервалы нажатия клавиш и никогда — текст чего-либо ещё, что вы набираете.',
      },
      zh: {
        question: '打字特征验证是如何运作的？',
        answer:
          '有些课程会验证您的打字特征。登记时，您需要将一个简短的句子输入三遍；之后，您只需输入一遍即可确认是您本人。系统只记录您的按键时间，绝不会记录您输入的任何其他内容。',
      },
    },
  },
  {
    id: 'how-does-the-webcam-photo-work',
    groupId: 'identity-checks',
    texts: {
      en: {
        question: 'How does the webcam photo check work?',
        answer:
          'Some courses take a webcam photo at the start and at each chapter, and compare it with the first one. Photos are seen only by support staff when a photo needs checking, and they are deleted with your account.\n\nIf a photo cannot be matched, support reviews it within one business day, and your course goes on in the meantime.',
      },
      'es-LA': {
        question: '¿Cómo funciona la verificación con foto de la cámara web?',
        answer:
          'Algunos cursos toman una foto con la cámara web al inicio y en cada capítulo, y la comparan con la primera. Las fotos solo las ve el equipo de soporte cuando hace falta revisar una, y se eliminan junto con su cuenta.\n\nSi una foto no se puede comparar con la primera, el equipo de soporte la revisa en un plazo de un día hábil, y mientras tanto su curso continúa.',
      },
      ru: {
        question: 'Как работает проверка по фото с веб-камеры?',
        answer:
          'В некоторых курсах фото с веб-камеры делается в начале и в каждой главе и сравнивается с первым. Фото видит только служба поддержки, когда какое-то фото нужно проверить, и они удаляются вместе с вашей учётной записью.\n\nЕсли фото не удаётся сопоставить, служба поддержки проверяет его в течение одного рабочего дня, а вы тем временем продолжаете курс.',
      },
      zh: {
        question: '摄像头拍照验证是如何运作的？',
        answer:
          '有些课程会在开始时和每一章用摄像头拍一张照片，并与第一张照片比对。只有在照片需要核对时，客服人员才会查看，照片会随您的账户一起删除。\n\n如果某张照片无法匹配，客服会在一个工作日内审核，在此期间您的课程可以照常进行。',
      },
    },
  },

  // Quizzes and the final exam
  {
    id: 'how-do-chapter-quizzes-work',
    groupId: 'quizzes-and-exam',
    texts: {
      en: {
        question: 'How do chapter quizzes work?',
        answer:
          'After each chapter there is a short quiz, and passing it opens the next chapter. If you retake a quiz, you get different questions. Some courses limit the number of tries: in Texas, for example, you have 3 tries for each chapter quiz, and if you do not pass, the course fails.',
      },
      'es-LA': {
        question: '¿Cómo funcionan los cuestionarios de cada capítulo?',
        answer:
          'Después de cada capítulo hay un cuestionario corto, y al aprobarlo se abre el siguiente capítulo. Si vuelve a hacer un cuestionario, le tocan preguntas diferentes. Algunos cursos limitan el número de intentos: en Texas, por ejemplo, tiene 3 intentos para cada cuestionario de capítulo y, si no lo aprueba, el curso se da por reprobado.',
      },
      ru: {
        question: 'Как устроены тесты по главам?',
        answer:
          'После каждой главы идёт короткий тест, и если вы его сдадите, откроется следующая глава. При повторной попытке вопросы будут другими. В некоторых курсах число попыток ограничено: например, в Техасе на каждый тест по главе даётся 3 попытки, и если вы его не сдадите, курс считается не пройденным.',
      },
      zh: {
        question: '章节测验是如何进行的？',
        answer:
          '每章结束后都有一个简短的测验，通过后即可开放下一章。如果您重新参加测验，题目会有所不同。有些课程会限制尝试次数：例如在得克萨斯州，每个章节测验有 3 次机会，如果仍未通过，则课程判定为未通过。',
      },
    },
  },
  {
    id: 'what-are-the-final-exam-rules',
    groupId: 'quizzes-and-exam',
    texts: {
      en: {
        question: 'What are the rules of the final exam?',
        answer:
          "The final exam rules depend on your state, and the exam page shows your course's rules. For example: California has 25 questions, a 70% passing score, 2 tries and 60 minutes; Florida has 40 questions, an 80% passing score and unlimited free retakes; Ohio has 50 questions, a 75% passing score and 3 tries, with 24 hours between tries.",
      },
      'es-LA': {
        question: '¿Cuáles son las reglas del examen final?',
        answer:
          'Las reglas del examen final dependen de su estado, y la página del examen muestra las reglas de su curso. Por ejemplo: California tiene 25 preguntas, una calificación aprobatoria del 70 %, 2 intentos y 60 minutos; Florida tiene 40 preguntas, una calificación aprobatoria del 80 % y reintentos gratuitos ilimitados; Ohio tiene 50 preguntas, una calificación aprobatoria del 75 % y 3 intentos, con 24 horas entre un intento y otro.',
      },
      ru: {
        question: 'Каковы правила итогового экзамена?',
        answer:
          'Правила итогового экзамена зависят от вашего штата, а правила вашего курса показаны на странице экзамена. Например: в Калифорнии — 25 вопросов, проходной балл 70 %, 2 попытки и 60 минут; во Флориде — 40 вопросов, проходной балл 80 % и неограниченное число бесплатных пересдач; в Огайо — 50 вопросов, проходной балл 75 % и 3 попытки с перерывом в 24 часа между ними.',
      },
      zh: {
        question: '期末考试有哪些规则？',
        answer:
          '期末考试的规则因州而异，考试页面会显示您课程的规则。例如：加利福尼亚州共 25 道题，及格分数为 70%，有 2 次机会，限时 60 分钟；佛罗里达州共 40 道题，及格分数为 80%，可无限次免费重考；俄亥俄州共 50 道题，及格分数为 75%，有 3 次机会，每两次之间需间隔 24 小时。',
      },
    },
  },
  {
    id: 'what-if-the-exam-page-reloads',
    groupId: 'quizzes-and-exam',
    texts: {
      en: {
        question: 'What happens if the page reloads or I switch devices during the final exam?',
        answer:
          'Your final exam answers are saved as you give them. If you reload the page or sign in on another device, you resume the same try.',
      },
      'es-LA': {
        question: '¿Qué pasa si la página se recarga o cambio de dispositivo durante el examen final?',
        answer:
          'Sus respuestas del examen final se guardan a medida que las da. Si recarga la página o inicia sesión en otro dispositivo, retoma el mismo intento.',
      },
      ru: {
        question:
          'Что будет, если страница перезагрузится или я перейду на другое устройство во время итогового экзамена?',
        answer:
          'Ваши ответы на итоговом экзамене сохраняются по мере того, как вы их даёте. Если вы перезагрузите страницу или войдёте с другого устройства, вы продолжите ту же попытку.',
      },
      zh: {
        question: '如果在期末考试期间页面重新加载或我换了设备，会怎样？',
        answer: '您的期末考试答案会在作答时随时保存。如果您重新加载页面或在其他设备上登录，将继续同一次考试。',
      },
    },
  },

  // Your certificate
  {
    id: 'how-do-i-get-my-certificate',
    groupId: 'certificate',
    texts: {
      en: {
        question: 'How do I get my certificate?',
        answer:
          'Your certificate is issued automatically when you complete the course (after the final exam, if your course has one). It is a PDF in your language that you can download from the dashboard, and it is also e-mailed to you. A printed copy sent by mail can be bought together with the course.',
      },
      'es-LA': {
        question: '¿Cómo obtengo mi certificado?',
        answer:
          'Su certificado se emite automáticamente cuando completa el curso (después del examen final, si su curso lo tiene). Es un PDF en su idioma que puede descargar desde el panel principal, y también se lo enviamos por correo electrónico. Al comprar el curso, también puede comprar una copia impresa que se envía por correo postal.',
      },
      ru: {
        question: 'Как получить сертификат?',
        answer:
          'Сертификат выдаётся автоматически, когда вы завершаете курс (после итогового экзамена, если он есть в вашем курсе). Это PDF-файл на вашем языке, который можно скачать на панели управления; он также приходит вам по электронной почте. Печатную копию с доставкой по почте можно купить вместе с курсом.',
      },
      zh: {
        question: '我如何获得证书？',
        answer:
          '完成课程后（如果您的课程有期末考试，则在期末考试之后），证书会自动出具。证书为您所选语言的 PDF 文件，您可以在仪表盘上下载，我们也会通过电子邮件发送给您。购买课程时，您还可以一并购买邮寄的纸质证书。',
      },
    },
  },
  {
    id: 'how-can-a-court-check-my-certificate',
    groupId: 'certificate',
    texts: {
      en: {
        question: 'How can a court check my certificate?',
        answer:
          'Each certificate carries a verification code. Anyone, for example a court clerk, can check it on the public page /verify-certificate. Schools also report completions to the state as each state requires.',
      },
      'es-LA': {
        question: '¿Cómo puede un tribunal comprobar mi certificado?',
        answer:
          'Cada certificado lleva un código de verificación. Cualquier persona, por ejemplo un secretario del tribunal, puede comprobarlo en la página pública /verify-certificate. Además, las escuelas informan las finalizaciones al estado según lo exija cada estado.',
      },
      ru: {
        question: 'Как суд может проверить мой сертификат?',
        answer:
          'На каждом сертификате есть код проверки. Любой человек, например секретарь суда, может проверить его на общедоступной странице /verify-certificate. Кроме того, школы сообщают штату о завершении курса так, как этого требует каждый штат.',
      },
      zh: {
        question: '法院如何核验我的证书？',
        answer:
          '每张证书上都有一个验证码。任何人（例如法院书记员）都可以在公开页面 /verify-certificate 上核验。此外，学校会按照各州的要求向州政府报告课程完成情况。',
      },
    },
  },

  // Your account
  {
    id: 'how-do-i-change-my-password',
    groupId: 'account',
    texts: {
      en: {
        question: 'How do I change my password?',
        answer:
          'Go to Settings (/home/settings) and choose "Change password"; you will need your current password. Changing it signs you out on every other device, and an e-mail confirms the change.',
      },
      'es-LA': {
        question: '¿Cómo cambio mi contraseña?',
        answer:
          'Vaya a Configuración (/home/settings) y elija "Cambiar contraseña"; necesitará su contraseña actual. Al cambiarla, se cierra su sesión en todos los demás dispositivos, y recibirá un correo electrónico que confirma el cambio.',
      },
      ru: {
        question: 'Как изменить пароль?',
        answer:
          'Откройте «Настройки» (/home/settings) и выберите «Изменить пароль»; для этого понадобится текущий пароль. После смены пароля будет выполнен выход на всех остальных устройствах, а письмо на электронную почту подтвердит изменение.',
      },
      zh: {
        question: '如何更改密码？',
        answer:
          '请前往“设置”（/home/settings）并选择“更改密码”；您需要输入当前密码。更改密码后，您在其他所有设备上都会被退出登录，并会收到一封确认更改的电子邮件。',
      },
    },
  },
  {
    id: 'i-forgot-my-password',
    groupId: 'account',
    texts: {
      en: {
        question: 'What if I forgot my password?',
        answer:
          'Use the "Forgot password?" link on the sign-in page (/login). We will e-mail you a link to reset your password.',
      },
      'es-LA': {
        question: '¿Qué hago si olvidé mi contraseña?',
        answer:
          'Use el enlace "¿Olvidó su contraseña?" de la página de inicio de sesión (/login). Le enviaremos por correo electrónico un enlace para restablecer su contraseña.',
      },
      ru: {
        question: 'Что делать, если вы забыли пароль?',
        answer:
          'Воспользуйтесь ссылкой «Забыли пароль?» на странице входа (/login). Мы отправим вам по электронной почте ссылку для сброса пароля.',
      },
      zh: {
        question: '忘记密码怎么办？',
        answer: '请点击登录页面（/login）上的“忘记密码？”链接。我们会通过电子邮件向您发送重置密码的链接。',
      },
    },
  },
  {
    id: 'how-do-i-contact-support',
    groupId: 'account',
    texts: {
      en: {
        question: 'How do I contact support?',
        answer: 'Write to us from the Support page in the menu (/home/support).',
      },
      'es-LA': {
        question: '¿Cómo me comunico con soporte?',
        answer: 'Escríbanos desde la página de Soporte en el menú (/home/support).',
      },
      ru: {
        question: 'Как связаться со службой поддержки?',
        answer: 'Напишите нам со страницы «Поддержка» в меню (/home/support).',
      },
      zh: {
        question: '如何联系客服？',
        answer: '请通过菜单中的“帮助与支持”页面（/home/support）给我们留言。',
      },
    },
  },
];
