import type { Queryable } from '../db/types';

/*
 * The security question list (02 §7 security questions). Personal facts a student remembers and a stranger
 * cannot look up on a licence or a citation. Never the SSN or the mother's maiden name (13 CCR §345.36(a)(3)-(6), H),
 * nor a password-like secret. Every question in the four languages.
 */
interface SeedSecurityQuestion {
  id: number;
  texts: Record<'en' | 'es-LA' | 'ru' | 'zh', string>;
}

export const seededSecurityQuestions: SeedSecurityQuestion[] = [
  {
    id: 1,
    texts: {
      en: 'What was the name of your first pet?',
      'es-LA': '¿Cómo se llamaba su primera mascota?',
      ru: 'Как звали вашего первого питомца?',
      zh: '你的第一只宠物叫什么名字？',
    },
  },
  {
    id: 2,
    texts: {
      en: 'In what city were you born?',
      'es-LA': '¿En qué ciudad nació?',
      ru: 'В каком городе вы родились?',
      zh: '你出生在哪个城市？',
    },
  },
  {
    id: 3,
    texts: {
      en: 'What was the name of your elementary school?',
      'es-LA': '¿Cómo se llamaba su escuela primaria?',
      ru: 'Как называлась ваша начальная школа?',
      zh: '你的小学叫什么名字？',
    },
  },
  {
    id: 4,
    texts: {
      en: 'What was the make of your first car?',
      'es-LA': '¿De qué marca era su primer auto?',
      ru: 'Какой марки была ваша первая машина?',
      zh: '你的第一辆车是什么品牌？',
    },
  },
  {
    id: 5,
    texts: {
      en: 'What is the first name of your oldest cousin?',
      'es-LA': '¿Cuál es el nombre de su primo o prima mayor?',
      ru: 'Как зовут вашего самого старшего двоюродного брата или сестру?',
      zh: '你年龄最大的表亲或堂亲叫什么名字？',
    },
  },
  {
    id: 6,
    texts: {
      en: 'What street did you live on in third grade?',
      'es-LA': '¿En qué calle vivía cuando estaba en tercer grado?',
      ru: 'На какой улице вы жили, когда учились в третьем классе?',
      zh: '你上三年级时住在哪条街上？',
    },
  },
  {
    id: 7,
    texts: {
      en: 'What was the first name of your first boss?',
      'es-LA': '¿Cuál era el nombre de su primer jefe o jefa?',
      ru: 'Как звали вашего первого начальника?',
      zh: '你第一个老板的名字是什么？',
    },
  },
  {
    id: 8,
    texts: {
      en: 'What is the name of the town where your parents met?',
      'es-LA': '¿Cómo se llama el pueblo o la ciudad donde se conocieron sus padres?',
      ru: 'Как называется город, где познакомились ваши родители?',
      zh: '你的父母是在哪个城镇相识的？',
    },
  },
  {
    id: 9,
    texts: {
      en: 'What was the first concert you went to?',
      'es-LA': '¿Cuál fue el primer concierto al que fue?',
      ru: 'На какой концерт вы пошли впервые?',
      zh: '你去看的第一场演唱会是什么？',
    },
  },
  {
    id: 10,
    texts: {
      en: 'What was your childhood nickname?',
      'es-LA': '¿Cuál era su apodo de la infancia?',
      ru: 'Какое у вас было прозвище в детстве?',
      zh: '你小时候的昵称是什么？',
    },
  },
  {
    id: 11,
    texts: {
      en: 'What is the first name of your best friend from childhood?',
      'es-LA': '¿Cuál es el nombre de su mejor amigo o amiga de la infancia?',
      ru: 'Как зовут вашего лучшего друга детства?',
      zh: '你童年最好的朋友叫什么名字？',
    },
  },
  {
    id: 12,
    texts: {
      en: 'What was the name of your favorite teacher?',
      'es-LA': '¿Cómo se llamaba su maestro o maestra favorita?',
      ru: 'Как звали вашего любимого учителя?',
      zh: '你最喜欢的老师叫什么名字？',
    },
  },
  {
    id: 13,
    texts: {
      en: 'What was the name of the hospital where you were born?',
      'es-LA': '¿Cómo se llamaba el hospital donde nació?',
      ru: 'Как называлась больница, в которой вы родились?',
      zh: '你出生的医院叫什么名字？',
    },
  },
  {
    id: 14,
    texts: {
      en: 'What was your favorite food as a child?',
      'es-LA': '¿Cuál era su comida favorita cuando era niño o niña?',
      ru: 'Какая была ваша любимая еда в детстве?',
      zh: '你小时候最喜欢吃什么？',
    },
  },
  {
    id: 15,
    texts: {
      en: 'In what city did you have your first job?',
      'es-LA': '¿En qué ciudad tuvo su primer empleo?',
      ru: 'В каком городе вы впервые работали?',
      zh: '你的第一份工作在哪个城市？',
    },
  },
  {
    id: 16,
    texts: {
      en: 'What was the name of your first stuffed animal or favorite toy?',
      'es-LA': '¿Cómo se llamaba su primer peluche o su juguete favorito?',
      ru: 'Как звали вашу первую мягкую или любимую игрушку?',
      zh: '你的第一个毛绒玩具或最喜欢的玩具叫什么名字？',
    },
  },
];

/** Stores the list once (a stored question keeps its text). */
export async function seedSecurityQuestions(tx: Queryable) {
  for (const [position, question] of seededSecurityQuestions.entries()) {
    await tx.query(
      `insert into security_questions (question_id, position, texts) values ($1, $2, $3::jsonb)
       on conflict (question_id) do nothing`,
      [question.id, position + 1, JSON.stringify(question.texts)],
    );
  }
}
