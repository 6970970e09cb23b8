import FieldCore
import Testing

@Suite("The stacked multi-step form")
struct StackedFormFlowTests {
    private func flow(_ count: Int) throws -> StackedFormFlow<String> {
        try StackedFormFlow(elements: (0..<count).map {
            StackedFormElement(ctaButtonText: "Next \($0)", collapsedViewHeight: 60, overlapSpace: 12, data: "step \($0)")
        })
    }

    @Test func anEmptyFormIsRefusedButOneStepIsFine() throws {
        // The seed allowed only 2 to 4 steps.
        #expect(throws: StackedFormError.noElements) { try StackedFormFlow<String>(elements: []) }
        let single = try flow(1)
        single.setValid(true, at: 0)
        #expect(single.advance())
        #expect(single.isComplete)
        #expect(try flow(9).elements.count == 9)
    }

    @Test func theButtonFollowsTheCurrentStepsValidity() throws {
        let form = try flow(3)
        #expect(form.ctaText == "Next 0")
        #expect(!form.isCTAEnabled)
        #expect(!form.advance(), "an invalid step does not advance")
        form.setValid(true, at: 0)
        #expect(form.isCTAEnabled)
    }

    @Test func aDisabledButtonAlwaysSaysWhy() throws {
        let form = try StackedFormFlow(elements: [
            StackedFormElement(ctaButtonText: "Next", invalidHint: "Fill in your name", data: 0),
            StackedFormElement(ctaButtonText: "Finish", data: 1),
        ])
        #expect(form.ctaHint == "Fill in your name", "the step's own reason")
        form.setValid(true, at: 0)
        #expect(form.ctaHint == nil, "none once the button is enabled")
        form.advance()
        #expect(form.ctaHint == "Complete this step to continue", "a general one where the step gives none")
        form.setValid(true, at: 1)
        form.advance()
        #expect(form.isComplete && form.ctaHint == nil)
    }

    @Test func advancingCollapsesAndExpandsInOrderAndCompletesWithEveryStepsData() throws {
        let form = try flow(2)
        var events: [StackedFormEvent] = []
        let token = form.events.add { events.append($0) }
        var completed: [String]?
        form.onComplete = { completed = $0 }
        form.setValid(true, at: 0)
        form.advance()
        #expect(events == [.validityChanged(0, true), .willCollapse(0), .willExpand(1), .didCollapse(0), .didExpand(1)])
        form.setData("filled", at: 1)
        form.setValid(true, at: 1)
        form.advance()
        #expect(events.last == .completed)
        #expect(completed == ["step 0", "filled"])
        withExtendedLifetime(token) {}
    }

    @Test func choosingACollapsedStepGoesBack() throws {
        let form = try flow(3)
        form.setValid(true, at: 0)
        form.setValid(true, at: 1)
        form.advance()
        form.advance()
        #expect(form.currentIndex == 2)
        #expect(!form.goBack(to: 2), "the current step is not collapsed")
        #expect(form.goBack(to: 0))
        #expect(form.currentIndex == 0)
        #expect(form.ctaText == "Next 0")
    }

    @Test func collapsedStepsStackWithTheirOverlap() throws {
        let form = try flow(3)
        form.setValid(true, at: 0)
        form.setValid(true, at: 1)
        form.advance()
        form.advance()
        let frames = form.collapsedFrames()
        #expect(frames.map(\.y) == [0, 60])
        #expect(frames.map(\.height) == [72, 72], "each shows its overlap strip, which the next covers")
        #expect(form.expandedTop == 120)
    }
}

extension StackedFormFlowTests {
    @Test func validityAndDataChangesAreEvents() throws {
        let form = try flow(2)
        var events: [StackedFormEvent] = []
        let token = form.events.add { events.append($0) }
        form.setValid(true, at: 0)
        form.setValid(true, at: 0)
        form.setData("new", at: 1)
        form.setValid(true, at: 7)
        #expect(events == [.validityChanged(0, true), .dataChanged(1)], "once per real change; out of range is a no-op")
        withExtendedLifetime(token) {}
    }

    @Test func aTransitionSeparatesWillFromDidAndHoldsOtherMovesOff() throws {
        let form = try flow(3)
        var events: [StackedFormEvent] = []
        let token = form.events.add { events.append($0) }
        var finish: (() -> Void)?
        form.transition = { from, to, done in
            #expect((from, to) == (0, 1))
            finish = done
        }
        form.setValid(true, at: 0)
        events.removeAll()
        #expect(form.advance())
        #expect(events == [.willCollapse(0), .willExpand(1)], "the did-events wait for the animation")
        #expect(form.isMoving)
        #expect(form.currentIndex == 1)
        form.setValid(true, at: 1)
        #expect(!form.advance(), "no second move while one is under way")
        #expect(!form.goBack(to: 0))
        finish?()
        finish?()
        #expect(events == [.willCollapse(0), .willExpand(1), .validityChanged(1, true), .didCollapse(0), .didExpand(1)],
                "did-events once, after the animation")
        #expect(!form.isMoving)
        withExtendedLifetime(token) {}
    }
}

@Suite("The stacked form's motion")
struct StackedFormMotionTests {
    @Test func theOldViewFadesOutThenTheNewOneFadesIn() {
        let motion = StackedFormMotion()
        #expect(motion.duration == 0.3)
        #expect(motion.crossFade(at: 0) == (false, 1))
        #expect(motion.crossFade(at: 0.075) == (false, 0.5))
        #expect(motion.crossFade(at: 0.15) == (true, 0))
        #expect(abs(motion.crossFade(at: 0.225).opacity - 0.5) < 1e-9)
        #expect(motion.crossFade(at: 0.3) == (true, 1))
        #expect(motion.crossFade(at: 5) == (true, 1))
        #expect(motion.crossFade(at: .nan) == (true, 1), "bad time: the end state")
    }

    @Test func theResizeRunsOverItsOwnDuration() {
        let motion = StackedFormMotion()
        #expect(motion.resizeProgress(at: 0) == 0)
        #expect(motion.resizeProgress(at: 0.15) == 0.5)
        #expect(motion.resizeProgress(at: 1) == 1)
        #expect(StackedFormMotion(resize: 0).resizeProgress(at: 0) == 1)
    }
}
