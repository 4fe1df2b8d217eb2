// Appended by the suite to a copy of a report (the report has no script): each phone's screen
// and modal rectangles in page pixels, written into the DOM for --dump-dom.
(function () {
  function box(element) {
    const r = element.getBoundingClientRect();
    return [Math.round(r.left + window.scrollX), Math.round(r.top + window.scrollY), Math.round(r.width), Math.round(r.height)];
  }
  const phones = [];
  for (const phone of document.querySelectorAll("figure.phone")) {
    const step = phone.closest("li.step");
    const modal = phone.querySelector("section.modal");
    phones.push({
      step: Number(step.dataset.step),
      platform: phone.dataset.platform,
      screen: box(phone.querySelector(".screen")),
      modal: modal ? box(modal) : null,
    });
  }
  const pre = document.createElement("pre");
  pre.id = "geometry";
  pre.textContent = JSON.stringify(phones);
  document.body.appendChild(pre);
})();
